import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiHotQuestions } from './chat-schema.ts';

/**
 * One batch of hot questions (002 §7 POST /api/ai/hot_question): batch `page` (0-based, the spec's offset) of
 * `limit`, in operators' order, and how many there are. A batch past the end is empty; the page wraps to
 * batch 0 itself (002 §4).
 */
export async function listHotQuestions(db: DbOrTx, page: number, limit: number) {
  const visible = eq(aiHotQuestions.enabled, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ title: aiHotQuestions.title })
      .from(aiHotQuestions)
      .where(visible)
      .orderBy(asc(aiHotQuestions.sort), asc(aiHotQuestions.id))
      .limit(limit)
      .offset(page * limit),
    db.select({ n: count() }).from(aiHotQuestions).where(visible),
  ]);
  return { list: rows, total: total?.n ?? 0 };
}
