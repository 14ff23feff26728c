import { Code, siteMessages } from '@app/contract';
import { refuse } from '../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../platform/html/sanitize-html.ts';

/** The fields the site's two article kinds (资讯 here, AI 资讯 in ai) store alike. */
export interface ArticleFields {
  title: string;
  description: string;
  author: string;
  images: string;
  content: string;
  published: boolean;
}

/**
 * The stored columns both kinds share: the body goes through the site's one HTML allowlist and must keep
 * something to show; the cover is stored as a site path. Each kind adds its own category column.
 */
export function articleValues(input: ArticleFields) {
  const content = sanitizeHtml(input.content);
  if (!content.trim()) throw refuse(siteMessages.contentRequired, Code.invalid);
  return {
    title: input.title,
    description: input.description,
    author: input.author,
    images: input.images ? `/${input.images.replace(/^\//, '')}` : '',
    content,
    published: input.published,
  };
}
