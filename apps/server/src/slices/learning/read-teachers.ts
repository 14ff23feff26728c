import { and, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TtlCache } from '../../platform/cache/ttl-cache.ts';
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

/**
 * The cards of `ids` and which of them the viewer does not follow (everyone for a guest; never oneself),
 * in one statement: the follow marks ride on the people's rows.
 */
export async function readPeople(
  db: DbOrTx,
  ids: number[],
  viewerId: number | null,
): Promise<{ people: Map<number, PersonCard>; notFollowed: (id: number) => boolean }> {
  if (ids.length === 0) return { people: new Map(), notFollowed: () => true };
  const rows = await db
    .select({
      id: users.id,
      avatar: users.avatar,
      name: users.name,
      sign: users.sign,
      followed:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId}
              and ${follows.followeeId} = ${users.id})`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const followed = new Set(rows.filter((r) => r.followed).map((r) => r.id));
  return {
    people: new Map(rows.map(({ followed: _, ...card }) => [card.id, card])),
    notFollowed: (id) => viewerId === null || (id !== viewerId && !followed.has(id)),
  };
}

/** The teachers ranked by their public courses' learners; the same for every course page (see below). */
export type PopularTeachersCache = TtlCache<number[]>;

/** How many of the ranking are kept: enough for `limit` + 1 after leaving out the course's own teacher. */
const POPULAR_KEPT = 6;

/**
 * The course page's recommended teachers: the course's recommender first, then the teachers whose
 * public courses have the most learners, never the course's own teacher (shown in the teacher card).
 * The ranking sums every public course (a scan of the whole catalogue), so it is read once per
 * PUBLIC_CACHE_SECONDS for every page (`popular`) and the course's own teacher left out here: the top
 * POPULAR_KEPT without them are exactly the top POPULAR_KEPT - 1 of a ranking that excluded them.
 */
export async function recommendedTeacherIds(
  db: DbOrTx,
  course: { userId: number | null; suggestUserId: number | null },
  popular: PopularTeachersCache,
  limit = 4,
): Promise<number[]> {
  const ranked = await popular.get('courses', async () => {
    const rows = await db
      .select({ id: courses.userId })
      .from(courses)
      .where(and(publiclyVisible(courses), isNotNull(courses.userId)))
      .groupBy(courses.userId)
      .orderBy(desc(sql`sum(${courses.num})`), desc(courses.userId))
      .limit(POPULAR_KEPT);
    return rows.map((r) => r.id!);
  });
  const popularIds = ranked.filter((id) => id !== course.userId).slice(0, limit + 1);
  const ids = [course.suggestUserId, ...popularIds].filter(
    (id): id is number => id !== null && id !== course.userId,
  );
  return [...new Set(ids)].slice(0, limit);
}
