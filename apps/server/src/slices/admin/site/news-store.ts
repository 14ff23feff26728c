import { siteMessages, Code } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import {
  createNews as createArticle,
  deleteNews as deleteArticle,
  setNewsPublished as setPublished,
  updateNews as updateArticle,
  type NewsInput,
} from '../../catalogue/index.ts';
import { categories, news } from '../../catalogue/schema.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { articleConditions } from './article-fields.ts';

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
  if (!row) throw refuse(siteMessages.newsNotFound, Code.notFound);
  return row as AdminNewsRow;
}

/** Creates an article (catalogue's createNews, audited in the same transaction); answers its id. */
export function createNews(db: Db, actor: StaffActor, input: NewsInput): Promise<number> {
  // The new id is known only inside the transaction: the audit row takes it from the change.
  return createArticle(db, input, (tx, change) =>
    auditChange(actor, 'news.create', 'news', change.id)(tx, change),
  );
}

export function updateNews(db: Db, actor: StaffActor, id: number, input: NewsInput): Promise<void> {
  return updateArticle(db, id, input, auditChange(actor, 'news.update', 'news', id));
}

export function setNewsPublished(db: Db, actor: StaffActor, id: number, published: boolean) {
  const audit = auditChange(actor, `news.${published ? 'publish' : 'unpublish'}`, 'news', id);
  return setPublished(db, id, published, audit);
}

/** Deletes an article and its tag links; the audit keeps the whole article as it was. */
export function deleteNews(db: Db, actor: StaffActor, id: number): Promise<void> {
  return deleteArticle(db, id, auditChange(actor, 'news.delete', 'news', id));
}
