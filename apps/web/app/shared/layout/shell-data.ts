import { catalogueCalls, Code, deviceClass, type CallData, type FooterData } from '@app/contract/web';
import { callApi } from '../api/client.ts';
import { rendersForMember } from './after-hydration.tsx';
import type { MenuCategory } from './category-links.ts';

export type ContactInfo = CallData<typeof catalogueCalls.contactInfo>;

/** What the header and footer show, loaded once per visit by the site layout's loader (SSR). */
export interface ShellData {
  courseTree: MenuCategory[];
  plugTree: MenuCategory[];
  footer: FooterData;
  /** Customer-service channels (000 §1); null when they could not be loaded. */
  contact: ContactInfo | null;
  /** A member's page: the footer is built after hydration (after-hydration.tsx). */
  deferOffscreen: boolean;
  /**
   * A member's page or a phone's: the desktop menus' closed panels are built after hydration. A phone never
   * shows them (the header collapses into its drawer), yet they were a quarter of the home page's elements and
   * a third of the course list's, parsed and hydrated on the slowest devices. Guests' desktop pages keep them
   * in the HTML for crawlers and visitors without JS; the page cache keys on the device class.
   */
  deferMenuPanels: boolean;
}

export const EMPTY_FOOTER: FooterData = {
  contacts: [],
  cooperations: [],
  friends: [],
  qrcode: '',
  records: [],
};

/**
 * Calls one shell call and answers its data, or `fallback` on any refusal or network error: the spec
 * (000 §8) ignores failures of the category and footer calls and only logs a failed contact-info load.
 */
async function dataOr<T>(
  label: string,
  load: () => Promise<{ code: number; msg: string; data: T }>,
  fallback: T,
): Promise<T> {
  try {
    const answer = await load();
    if (answer.code === Code.ok && answer.data !== null && answer.data !== undefined) return answer.data;
    console.warn(`[site shell] ${label}: ${answer.code} ${answer.msg}`);
  } catch (error) {
    console.warn(`[site shell] ${label}:`, error);
  }
  return fallback;
}

/** Loads the header menus, footer and customer-service channels in parallel. Never fails. */
export async function loadShellData(request: Request, context?: unknown): Promise<ShellData> {
  const [courseTree, plugTree, footer, contact] = await Promise.all([
    dataOr(
      'course categories',
      () => callApi(catalogueCalls.courseCategories, { request }),
      [] as MenuCategory[],
    ),
    dataOr(
      'plug categories',
      () => callApi(catalogueCalls.plugCategories, { request }),
      [] as MenuCategory[],
    ),
    dataOr('footer', () => callApi(catalogueCalls.footer, { request }), EMPTY_FOOTER),
    dataOr<ContactInfo | null>('contact info', () => callApi(catalogueCalls.contactInfo, { request }), null),
  ]);
  const member = rendersForMember(context);
  return {
    courseTree,
    plugTree,
    footer,
    contact,
    deferOffscreen: member,
    deferMenuPanels: member || deviceClass(request.headers.get('user-agent')) === 'mobile',
  };
}
