import { siteMessages as SM, Code } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { categories, news, taggings } from '../../catalogue/index.ts';
import type { StaffActor } from '../audit.ts';
import { articleConditions, articleValues } from './article-fields.ts';
import { changeAudited, createAudited, deleteAudited, type AuditedRecord } from './audited-write.ts';

export interface NewsInput {
  title: string;
  cate_id: number;
  description: string;
  author: string;
  images: string;
  content: string;
  published: boolean;
}

/** Every column but the search grams, and the category's name. */
const columns = {
  id: news.id,
  title: news.title,
  content: news.content,
  description: news.description,
  images: news.images,
  author: news.author,
  cateId: news.cateId,
  viewNum: news.viewNum,
  published: news.published,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
  cateName: categories.name,
};
export type AdminNewsRow = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | (K extends 'cateName' ? null : never);
};

/** 资讯 as staff search them: title or summary, category, published state; newest first. */
export async function listAdminNews(
  db: DbOrTx,
  query: { offset: number; limit: number; keywords: string; cate_id: number; status: string },
) {
  const conditions = articleConditions(news, query);
  if (query.cate_id) conditions.push(eq(news.cateId, query.cate_id));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(news)
      .leftJoin(categories, eq(categories.id, news.cateId))
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(query.limit)
      .offset(query.offset * query.limit),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { rows: rows as AdminNewsRow[], total: Number(counted?.n ?? 0) };
}

/** One article for the editor, or a refusal when it does not exist. */
export async function readAdminNews(db: DbOrTx, id: number): Promise<AdminNewsRow> {
  const [row] = await db
    .select(columns)
    .from(news)
    .leftJoin(categories, eq(categories.id, news.cateId))
    .where(eq(news.id, id));
  if (!row) throw refuse(SM.newsNotFound, Code.notFound);
  return row as AdminNewsRow;
}

type NewsRecord = Omit<typeof news.$inferSelect, 'grams'>;

/** What the audit keeps of an article (the body too: an edit of the text must be traceable). */
const NEWS: AuditedRecord<NewsRecord> = {
  actionPrefix: 'news',
  targetType: 'news',
  notFound: SM.newsNotFound,
  snapshot: (r) => ({
    title: r.title,
    cate_id: r.cateId,
    description: r.description,
    author: r.author,
    images: r.images,
    published: r.published,
    content: r.content,
  }),
};

async function checkNewsCategory(db: DbOrTx, cateId: number): Promise<void> {
  const [cate] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, cateId), eq(categories.kind, 'news')));
  if (!cate) throw refuse(SM.cateInvalid, Code.invalid);
}

const valuesOf = (input: NewsInput) => ({ ...articleValues(input), cateId: input.cate_id });

/** Creates an article (audited in the same transaction); answers its id. */
export async function createNews(db: Db, actor: StaffActor, input: NewsInput): Promise<number> {
  await checkNewsCategory(db, input.cate_id);
  const values = valuesOf(input);
  const row = await createAudited(db, actor, NEWS, (tx) => tx.insert(news).values(values).returning());
  return row.id;
}

function changeNews(
  db: Db,
  actor: StaffActor,
  id: number,
  verb: string,
  change: Partial<typeof news.$inferInsert>,
) {
  return changeAudited(
    db,
    actor,
    NEWS,
    { id, verb },
    {
      lock: (tx) => tx.select().from(news).where(eq(news.id, id)).for('update'),
      write: (tx) =>
        tx
          .update(news)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(news.id, id))
          .returning(),
    },
  );
}

export async function updateNews(db: Db, actor: StaffActor, id: number, input: NewsInput): Promise<void> {
  await checkNewsCategory(db, input.cate_id);
  await changeNews(db, actor, id, 'update', valuesOf(input));
}

export function setNewsPublished(db: Db, actor: StaffActor, id: number, published: boolean) {
  return changeNews(db, actor, id, published ? 'publish' : 'unpublish', { published });
}

/** Deletes an article and its tag links; the audit keeps the whole article as it was. */
export function deleteNews(db: Db, actor: StaffActor, id: number): Promise<void> {
  return deleteAudited(
    db,
    actor,
    NEWS,
    id,
    (tx) => tx.delete(news).where(eq(news.id, id)).returning(),
    (tx) => tx.delete(taggings).where(and(eq(taggings.targetType, 'news'), eq(taggings.targetId, id))),
  );
}
