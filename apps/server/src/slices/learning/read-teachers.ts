import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../kernel/members/index.ts';
import { courses } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import { follows } from '../community/schema.ts';

export interface PersonCard {
  id: number;
  avatar: string;
  name: string;
  sign: string;
}

/** Which of `ids` the viewer does not follow (everyone for a guest; never oneself). */
export async function notFollowed(
  db: DbOrTx,
  viewerId: number | null,
  ids: number[],
): Promise<(id: number) => boolean> {
  if (viewerId === null || ids.length === 0) return () => true;
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, ids)));
  const followed = new Set(rows.map((r) => r.id));
  return (id) => id !== viewerId && !followed.has(id);
}

export async function readPeople(db: DbOrTx, ids: number[]): Promise<Map<number, PersonCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, avatar: users.avatar, name: users.name, sign: users.sign })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The course page's recommended teachers: the course's recommender first, then the teachers whose
 * public courses have the most learners, never the course's own teacher (shown in the teacher card).
 */
export async function recommendedTeacherIds(
  db: DbOrTx,
  course: { userId: number | null; suggestUserId: number | null },
  limit = 4,
): Promise<number[]> {
  const popular = await db
    .select({ id: courses.userId })
    .from(courses)
    .where(
      and(
        publiclyVisible(courses),
        isNotNull(courses.userId),
        course.userId === null ? undefined : ne(courses.userId, course.userId),
      ),
    )
    .groupBy(courses.userId)
    .orderBy(desc(sql`sum(${courses.num})`), desc(courses.userId))
    .limit(limit + 1);
  const ids = [course.suggestUserId, ...popular.map((r) => r.id)].filter(
    (id): id is number => id !== null && id !== course.userId,
  );
  return [...new Set(ids)].slice(0, limit);
}
