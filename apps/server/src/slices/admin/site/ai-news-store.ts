import { aiNewsAdminMessages, Code, type AdminAiNewsInput } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import {
  createAiNews as createArticle,
  deleteAiNews as deleteArticle,
  setAiNewsPublished as setPublished,
  updateAiNews as updateArticle,
} from '../../ai/index.ts';
import { aiNews } from '../../ai/schema.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { articleConditions } from './article-fields.ts';

export type AdminAiNewsRow = typeof aiNews.$inferSelect;

/** AI 资讯 as staff search them: title or summary, 栏目, published state; newest first. */
export async function listAdminAiNews(
  db: DbOrTx,
  query: { offset: number; limit: number; keywords: string; cate: number; status: string },
) {
  const conditions = articleConditions(aiNews, query);
  if (query.cate) conditions.push(eq(aiNews.cate, query.cate));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(aiNews)
      .where(where)
      .orderBy(desc(aiNews.createdAt), desc(aiNews.id))
      .limit(query.limit)
      .offset(query.offset * query.limit),
    db.select({ n: count() }).from(aiNews).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function readAdminAiNews(db: DbOrTx, id: number): Promise<AdminAiNewsRow> {
  const [row] = await db.select().from(aiNews).where(eq(aiNews.id, id));
  if (!row) throw refuse(aiNewsAdminMessages.notFound, Code.notFound);
  return row;
}

/** Creates an AI article (ai's createAiNews, audited in the same transaction); answers its id. */
export function createAiNews(db: Db, actor: StaffActor, input: AdminAiNewsInput): Promise<number> {
  // The new id is known only inside the transaction: the audit row takes it from the change.
  return createArticle(db, input, (tx, change) =>
    auditChange(actor, 'ai_news.create', 'ai_news', change.id)(tx, change),
  );
}

export function updateAiNews(db: Db, actor: StaffActor, id: number, input: AdminAiNewsInput) {
  return updateArticle(db, id, input, auditChange(actor, 'ai_news.update', 'ai_news', id));
}

export function setAiNewsPublished(db: Db, actor: StaffActor, id: number, published: boolean) {
  const audit = auditChange(actor, `ai_news.${published ? 'publish' : 'unpublish'}`, 'ai_news', id);
  return setPublished(db, id, published, audit);
}

/** Deletes an article for good; the audit keeps it whole. */
export function deleteAiNews(db: Db, actor: StaffActor, id: number): Promise<void> {
  return deleteArticle(db, id, auditChange(actor, 'ai_news.delete', 'ai_news', id));
}
