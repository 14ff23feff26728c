import { paths } from '../paths.ts';
/** Header links besides the two category menus (000 §2.3): materials, news, about and the AI gallery. */
export const NAV_LINKS = [
  { to: paths.goodsList(), label: '素材', section: paths.goodsList() },
  { to: paths.newsList(), label: '新闻', section: paths.newsList() },
  { to: paths.about({ type: 'about' }), label: '关于', section: paths.about() },
  { to: paths.aiGallery(), label: 'AI作品', section: paths.ai() },
] as const;

/** Whether `pathname` lies in a header section ('/news' covers '/news/12'; '/about' also covers '/help'). */
export function inSection(pathname: string, section: string): boolean {
  if (section === paths.about() && inSection(pathname, paths.help())) return true;
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** The home page has a full-bleed banner under a transparent header; every other path is an inner page. */
export function isHomePath(pathname: string): boolean {
  return pathname === paths.home() || pathname === paths.index();
}
