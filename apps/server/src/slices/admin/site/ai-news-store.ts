import { aiNewsAdminMessages as AN, Code, siteMessages as SM, type AdminAiNewsInput } from '@app/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { sanitizeHtml } from '../../../platform/html/sanitize-html.ts';
import { aiNews } from '../../ai/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { containsPattern } from '../table-query.ts';

export type AdminAiNewsRow = typeof aiNews.$inferSelect;

/** AI 资讯 as staff search them: title or summary, 栏目, published state; newest first. */
export async function listAdminAiNews(
  db: DbOrTx,
  query: { offset: number; limit: number; keywords: string; cate: number; status: string },
) {
  const conditions: SQL[] = [];
  if (query.keywords) {
    const pattern = containsPattern(query.keywords);
    conditions.push(or(ilike(aiNews.title, pattern), ilike(aiNews.description, pattern))!);
  }
  if (query.cate) conditions.push(eq(aiNews.cate, query.cate));
  if (query.status) conditions.push(eq(aiNews.published, query.status === 'published'));
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
  if (!row) throw refuse(AN.notFound, Code.notFound);
  return row;
}

/** What the audit keeps of an article (the body too: an edit of the text must be traceable). */
const snapshot = (r: AdminAiNewsRow) => ({
  title: r.title,
  cate: r.cate,
  description: r.description,
  author: r.author,
  images: r.images,
  published: r.published,
  content: r.content,
});

/** The stored columns of an input: the body goes through the site's one HTML allowlist. */
function valuesOf(input: AdminAiNewsInput) {
  const content = sanitizeHtml(input.content);
  if (!content.trim()) throw refuse(SM.contentRequired, Code.invalid);
  return {
    title: input.title,
    cate: input.cate,
    description: input.description,
    author: input.author,
    images: input.images ? `/${input.images.replace(/^\//, '')}` : '',
    content,
    published: input.published,
  };
}

export async function createAiNews(db: Db, actor: StaffActor, input: AdminAiNewsInput): Promise<number> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(aiNews).values(values).returning();
    await recordAudit(tx, actor, {
      action: 'ai_news.create',
      targetType: 'ai_news',
      targetId: row!.id,
      after: snapshot(row!),
    });
    return row!.id;
  });
}

/** Locks the article for a change and hands before/after to the audit; a missing one is refused. */
async function changeAiNews(
  db: Db,
  actor: StaffActor,
  id: number,
  action: string,
  change: Partial<typeof aiNews.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(aiNews).where(eq(aiNews.id, id)).for('update');
    if (!before) throw refuse(AN.notFound, Code.notFound);
    const [after] = await tx
      .update(aiNews)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(aiNews.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action,
      targetType: 'ai_news',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
  });
}

export function updateAiNews(db: Db, actor: StaffActor, id: number, input: AdminAiNewsInput) {
  return changeAiNews(db, actor, id, 'ai_news.update', valuesOf(input));
}

export function setAiNewsPublished(db: Db, actor: StaffActor, id: number, published: boolean) {
  return changeAiNews(db, actor, id, published ? 'ai_news.publish' : 'ai_news.unpublish', { published });
}

/** Deletes an article for good; the audit keeps it whole. */
export async function deleteAiNews(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(aiNews).where(eq(aiNews.id, id)).returning();
    if (!before) throw refuse(AN.notFound, Code.notFound);
    await recordAudit(tx, actor, {
      action: 'ai_news.delete',
      targetType: 'ai_news',
      targetId: id,
      before: snapshot(before),
    });
  });
}
