import { WORK_KINDS, type WorkKind } from '@app/contract/web';
import { paths } from '../../../shared/paths.ts';

/** Profile tabs in the spec's order (000 §2.14) and the detail route each work opens. */
export const WORK_TABS: { kind: WorkKind; label: string; href: (id: number) => string }[] = [
  { kind: 'course', label: '教学课程', href: (id) => paths.course(id) },
  { kind: 'plug', label: '插件作品', href: (id) => paths.plug(id) },
  { kind: 'goods', label: '素材作品', href: (id) => paths.goods(id) },
];

/** ?tab=&page= of a profile URL; anything unknown falls back to the first tab, page 1. */
export function readProfileQuery(search: URLSearchParams): { kind: WorkKind; page: number } {
  const tab = search.get('tab');
  const kind = (WORK_KINDS as readonly string[]).includes(tab ?? '') ? (tab as WorkKind) : 'course';
  return { kind, page: readPage(search) };
}

/** A 1-based ?page=, bounded like the API (1 … 100000); junk reads as 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The URL of a profile tab and page; the defaults are left out so the plain URL stays canonical. */
export function profileHref(uid: number, kind: WorkKind, page = 1): string {
  return paths.profile(uid, { tab: kind !== 'course' ? kind : null, page: page > 1 ? page : null });
}
