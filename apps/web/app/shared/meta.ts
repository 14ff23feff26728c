/** The site's name, used in every page title ('… - 光子设计'). */
export const SITE_NAME = '光子设计';

const DEFAULT_DESCRIPTION =
  '光子设计：参数化设计、三维渲染视频课程、软件插件与设计素材，一站式学习与创作平台。';

/**
 * Meta tags for a public page: `<title>` as '{title} - 光子设计' and a description. Route modules call it
 * from their `meta` export so each page has its own title (000 §2.2 pages are public and indexed).
 */
export function pageMeta(title: string, description: string = DEFAULT_DESCRIPTION) {
  return [{ title: `${title} - ${SITE_NAME}` }, { name: 'description', content: description }];
}
