import { useRouteLoaderData } from 'react-router';
import type { ContactInfo, ShellData } from './shell-data.ts';

/** The site layout's route id (framework mode names a route by its file, relative to app/). */
const SITE_LAYOUT = 'shared/layout/site-layout';

/** The customer-service channels the site layout loaded (000 §1), for pages inside it; null when not loaded. */
export function useSiteContact(): ContactInfo | null {
  return (useRouteLoaderData(SITE_LAYOUT) as ShellData | undefined)?.contact ?? null;
}

/** 001 §2.7: a member without any upload flag is told to ask the administrator, with the site's phone. */
export function noUploadPermissionText(contact: ContactInfo | null): string {
  return contact?.phone ? `请联系管理员开通权限，联系电话：${contact.phone}` : '请联系管理员开通权限';
}
