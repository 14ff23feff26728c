import { aiNewsAdminMessages as AN, Code, type AdminAiNewsInput } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import { aiNews } from '../../ai/index.ts';
import type { StaffActor } from '../audit.ts';
import { articleConditions, articleValues } from './article-fields.ts';
import { changeAudited, createAudited, deleteAudited, type AuditedRecord } from './audited-write.ts';

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
  if (!row) throw refuse(AN.notFound, Code.notFound);
  return row;
}

/** What the audit keeps of an article (the body too: an edit of the text must be traceable). */
const AI_NEWS: AuditedRecord<AdminAiNewsRow> = {
  actionPrefix: 'ai_news',
  targetType: 'ai_news',
  notFound: AN.notFound,
  snapshot: (r) => ({
    title: r.title,
    cate: r.cate,
    description: r.description,
    author: r.author,
    images: r.images,
    published: r.published,
    content: r.content,
  }),
};

const valuesOf = (input: AdminAiNewsInput) => ({ ...articleValues(input), cate: input.cate });

export async function createAiNews(db: Db, actor: StaffActor, input: AdminAiNewsInput): Promise<number> {
  const values = valuesOf(input);
  const row = await createAudited(db, actor, AI_NEWS, (tx) => tx.insert(aiNews).values(values).returning());
  return row.id;
}

function changeAiNews(
  db: Db,
  actor: StaffActor,
  id: number,
  verb: string,
  change: Partial<typeof aiNews.$inferInsert>,
) {
  return changeAudited(
    db,
    actor,
    AI_NEWS,
    { id, verb },
    {
      lock: (tx) => tx.select().from(aiNews).where(eq(aiNews.id, id)).for('update'),
      write: (tx) =>
        tx
          .update(aiNews)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(aiNews.id, id))
          .returning(),
    },
  );
}

export function updateAiNews(db: Db, actor: StaffActor, id: number, input: AdminAiNewsInput) {
  return changeAiNews(db, actor, id, 'update', valuesOf(input));
}

export function setAiNewsPublished(db: Db, actor: StaffActor, id: number, published: boolean) {
  return changeAiNews(db, actor, id, published ? 'publish' : 'unpublish', { published });
}

/** Deletes an article for good; the audit keeps it whole. */
export function deleteAiNews(db: Db, actor: StaffActor, id: number): Promise<void> {
  return deleteAudited(db, actor, AI_NEWS, id, (tx) =>
    tx.delete(aiNews).where(eq(aiNews.id, id)).returning(),
  );
}
