import { sanitizeHtml } from '../platform/html/sanitize-html.ts';
import { news } from '../slices/catalogue/schema.ts';
import { categoryId, type CategoryIndex } from './categories.ts';
import { newsSpecs } from './content/news.ts';
import { CARD_COVER, coverSvg } from './images.ts';
import { sceneFor } from './scenes.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';
import type { Taggable } from './tags.ts';

/** The demo news articles, one every few days going back from the demo epoch (newest first in the list). */
export async function insertDemoNews(ctx: SeedContext, cats: CategoryIndex): Promise<Taggable[]> {
  const { db, files, rng } = ctx;
  const rows = newsSpecs.map(([title, cate, author, description, paragraphs], i) => ({
    title,
    description,
    content: sanitizeHtml(paragraphs.map((p) => `<p>${p}</p>`).join('')),
    images: files.image(
      `news/news-${String(i + 1).padStart(2, '0')}`,
      coverSvg(title, '资讯'),
      CARD_COVER,
      sceneFor(title),
    ),
    author,
    cateId: categoryId(cats, cate),
    viewNum: rng.int(80, 5000),
    createdAt: daysBefore(i * 4 + rng.int(0, 3), rng.int(0, 1439)),
  }));
  const ids = (await db.insert(news).values(rows).returning({ id: news.id })).map((r) => r.id);
  return newsSpecs.map((spec, i) => ({
    type: 'news' as const,
    id: ids[i]!,
    text: `${spec[0]} ${spec[1]} ${spec[3]}`,
  }));
}
