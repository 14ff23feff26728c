import { Code, siteMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { articleValues, type ArticleFields } from './article-values.ts';
import type { RecordChange, RecordCreation } from './record-change.ts';
import { categories, news, taggings } from './schema.ts';

export interface NewsInput extends ArticleFields {
  cate_id: number;
}

type NewsRow = typeof news.$inferSelect;

/** An article as a change record keeps it (the body too: an edit of the text must be traceable). */
const newsState = (r: NewsRow) => ({
  title: r.title,
  cate_id: r.cateId,
  description: r.description,
  author: r.author,
  images: r.images,
  published: r.published,
  content: r.content,
});
type NewsState = ReturnType<typeof newsState>;

/** An article is filed under a news category (hidden ones included: staff may prepare one). */
async function checkNewsCategory(db: DbOrTx, cateId: number): Promise<void> {
  const [cate] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, cateId), eq(categories.kind, 'news')));
  if (!cate) throw refuse(siteMessages.cateInvalid, Code.invalid);
}

const valuesOf = (input: NewsInput) => ({ ...articleValues(input), cateId: input.cate_id });

/** Creates an article; answers its id. */
export async function createNews(db: Db, input: NewsInput, record?: RecordCreation<NewsState>) {
  await checkNewsCategory(db, input.cate_id);
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(news).values(values).returning();
    await record?.(tx, { id: row!.id, before: undefined, after: newsState(row!) });
    return row!.id;
  });
}

/** Locks an article, changes it and hands before/after to `record`; a missing one is refused. */
async function changeNews(
  db: Db,
  id: number,
  change: Partial<typeof news.$inferInsert>,
  record?: RecordChange<NewsState>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!before) throw refuse(siteMessages.newsNotFound, Code.notFound);
    const [after] = await tx
      .update(news)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(news.id, id))
      .returning();
    await record?.(tx, { before: newsState(before), after: newsState(after!) });
  });
}

export async function updateNews(
  db: Db,
  id: number,
  input: NewsInput,
  record?: RecordChange<NewsState>,
): Promise<void> {
  await checkNewsCategory(db, input.cate_id);
  await changeNews(db, id, valuesOf(input), record);
}

/** Publishes or takes down an article (the public lists drop taken-down ones: newsPublished). */
export function setNewsPublished(
  db: Db,
  id: number,
  published: boolean,
  record?: RecordChange<NewsState>,
): Promise<void> {
  return changeNews(db, id, { published }, record);
}

/** Deletes an article for good, and its tag links. */
export async function deleteNews(
  db: Db,
  id: number,
  record?: RecordChange<NewsState, undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!before) throw refuse(siteMessages.newsNotFound, Code.notFound);
    await tx.delete(taggings).where(and(eq(taggings.targetType, 'news'), eq(taggings.targetId, id)));
    await record?.(tx, { before: newsState(before), after: undefined });
  });
}
