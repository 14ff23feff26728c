/** Header links besides the two category menus (000 §2.3): materials, news, about and the AI gallery. */
export const NAV_LINKS = [
  { to: '/periphery', label: '素材', section: '/periphery' },
  { to: '/news', label: '新闻', section: '/news' },
  { to: '/about?type=about', label: '关于', section: '/about' },
  { to: '/ai/gallery', label: 'AI作品', section: '/ai' },
] as const;

/** Whether `pathname` lies in a header section ('/news' covers '/news/12'; '/about' also covers '/help'). */
export function inSection(pathname: string, section: string): boolean {
  if (section === '/about' && (pathname === '/help' || pathname.startsWith('/help/'))) return true;
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** The home page has a full-bleed banner under a transparent header; every other path is an inner page. */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index';
}
