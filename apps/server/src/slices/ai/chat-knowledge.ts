import { HELP_TABS } from '@app/contract';
import { desc, eq, max, count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { readSiteSetting, SiteSettingKey, siteSettings } from '../../kernel/site-settings/index.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import { courses, news, newsPublished, plugins } from '../catalogue/schema.ts';
import { aiNews } from './schema.ts';

/** One page of the site that chat answers may quote: its title, link, kind and body (HTML or text). */
export interface KnowledgePage {
  key: string;
  title: string;
  url: string;
  source: string;
  /** A one-line summary, indexed as the page's first passage. */
  summary: string;
  html: string;
}

/**
 * Pages per kind in the index: the newest this many. A site with more still answers about its recent
 * courses and plugins, and the index stays small (it lives in each API process's memory).
 */
export const PAGES_PER_KIND = 2000;

/**
 * Everything chat answers may quote: published and approved courses and plugins, news, AI news and the six
 * help pages (000 §2.13). Links are the site's own page paths.
 */
export async function loadKnowledgePages(db: DbOrTx): Promise<KnowledgePage[]> {
  const [courseRows, pluginRows, newsRows, aiNewsRows, help] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.name, summary: courses.explain, html: courses.intro })
      .from(courses)
      .where(publiclyVisible(courses))
      .orderBy(desc(courses.id))
      .limit(PAGES_PER_KIND),
    db
      .select({ id: plugins.id, title: plugins.name, summary: plugins.explain, html: plugins.intro })
      .from(plugins)
      .where(publiclyVisible(plugins))
      .orderBy(desc(plugins.id))
      .limit(PAGES_PER_KIND),
    db
      .select({ id: news.id, title: news.title, summary: news.description, html: news.content })
      .from(news)
      .where(newsPublished)
      .orderBy(desc(news.id))
      .limit(PAGES_PER_KIND),
    db
      .select({ id: aiNews.id, title: aiNews.title, summary: aiNews.description, html: aiNews.content })
      .from(aiNews)
      .where(eq(aiNews.published, true))
      .orderBy(desc(aiNews.id))
      .limit(PAGES_PER_KIND),
    readSiteSetting<Record<string, unknown>>(db, SiteSettingKey.configInfo, {}),
  ]);
  const pages: KnowledgePage[] = [];
  const add = (kind: string, source: string, url: (id: number) => string, rows: typeof courseRows) => {
    for (const row of rows)
      pages.push({
        key: `${kind}:${row.id}`,
        title: row.title,
        url: url(row.id),
        source,
        summary: row.summary,
        html: row.html,
      });
  };
  add('course', '课程', (id) => `/coursepage/${id}`, courseRows);
  add('plugin', '插件', (id) => `/plug/${id}`, pluginRows);
  add('news', '资讯', (id) => `/news/${id}`, newsRows);
  add('ai_news', 'AI资讯', (id) => `/ai/news/${id}`, aiNewsRows);
  for (const tab of HELP_TABS) {
    const html = help && typeof help === 'object' ? help[tab.type] : undefined;
    if (typeof html === 'string' && html.trim())
      pages.push({
        key: `help:${tab.type}`,
        title: tab.label,
        url: `/help?type=${tab.type}`,
        source: '帮助',
        summary: '',
        html,
      });
  }
  return pages;
}

/**
 * A cheap fingerprint of what loadKnowledgePages reads: counts, newest ids and last changes per table. When it
 * differs from the one the index was built with, the index is rebuilt.
 */
export async function knowledgeFingerprint(db: DbOrTx): Promise<string> {
  const per = (table: typeof courses | typeof plugins, visible: boolean) =>
    db
      .select({ n: count(), id: max(table.id), at: max(table.updatedAt) })
      .from(table)
      .where(visible ? publiclyVisible(table) : sql`true`);
  const [c, p, n, a, s] = await Promise.all([
    per(courses, true),
    per(plugins, true),
    db.select({ n: count(), id: max(news.id), at: max(news.updatedAt) }).from(news),
    db.select({ n: count(), id: max(aiNews.id), at: max(aiNews.updatedAt) }).from(aiNews),
    db
      .select({ at: siteSettings.updatedAt })
      .from(siteSettings)
      .where(sql`${siteSettings.key} = ${SiteSettingKey.configInfo}`),
  ]);
  return JSON.stringify([c[0], p[0], n[0], a[0], s[0]?.at ?? null]);
}
