import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { counters, devOutbox, sessions, smsCodes } from '../db/schema.ts';
import { purgeOldLessonViews } from '../slices/learning/index.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes rows that can no longer matter: SMS codes a day past expiry, counters past expiry, sessions that
 * ended (expired or revoked) over 30 days ago, dev-outbox messages older than 7 days and lesson views of past
 * days (learning's purgeOldLessonViews).
 * Answers how many rows of each kind went.
 */
export async function purgeExpired(db: Db, now = new Date()): Promise<Record<string, number>> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const gone = await Promise.all([
    db.delete(smsCodes).where(lt(smsCodes.expiresAt, dayAgo)).returning({ id: smsCodes.id }),
    db.delete(counters).where(lt(counters.expiresAt, now)).returning({ key: counters.key }),
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, monthAgo),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, monthAgo)),
        ),
      )
      .returning({ id: sessions.id }),
    db.delete(devOutbox).where(lt(devOutbox.createdAt, weekAgo)).returning({ id: devOutbox.id }),
    purgeOldLessonViews(db, now),
  ]);
  return {
    smsCodes: gone[0].length,
    counters: gone[1].length,
    sessions: gone[2].length,
    outbox: gone[3].length,
    lessonViews: gone[4],
  };
}
