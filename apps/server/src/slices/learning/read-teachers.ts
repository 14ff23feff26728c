import { and, desc, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** A person's card with whether the viewer follows them, as peopleCardsJson answers it. */
export interface PersonRow extends PersonCard {
  followed: boolean;
}

/**
 * The cards of the people whose ids `ids` (an int[] expression) holds, each with whether the viewer follows
 * them, as a json sub-select on the row being read: the course page reads its teacher and the recommended
 * teachers with the course row in one statement. `viewerId` matches nobody for a guest (0).
 */
export function peopleCardsJson(ids: SQL, viewerId: Placeholder): SQL<PersonRow[] | null> {
  return sql<
    PersonRow[] | null
  >`(select json_agg(json_build_object('id', ${users.id}, 'avatar', ${users.avatar},
      'name', ${users.name}, 'sign', ${users.sign}, 'followed', exists (select 1 from ${follows}
        where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})))
    from ${users} where ${users.id} = any(${ids}))`;
}

/** The cards by id, and which of them the viewer does not follow (everyone for a guest; never oneself). */
export function peopleOf(
  rows: PersonRow[],
  viewerId: number | null,
): { people: Map<number, PersonCard>; notFollowed: (id: number) => boolean } {
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
 * The teachers whose public courses have the most learners. The ranking sums every public course (a scan
 * of the whole catalogue), so it is read once per PUBLIC_CACHE_SECONDS for every page (`popular`), and the
 * course's own teacher is left out afterwards (recommendedTeacherIds): the top POPULAR_KEPT without them are
 * exactly the top POPULAR_KEPT - 1 of a ranking that excluded them.
 */
export function popularTeacherIds(db: DbOrTx, popular: PopularTeachersCache): Promise<number[]> {
  return popular.get('courses', async () => {
    const rows = await db
      .select({ id: courses.userId })
      .from(courses)
      .where(and(publiclyVisible(courses), isNotNull(courses.userId)))
      .groupBy(courses.userId)
      .orderBy(desc(sql`sum(${courses.num})`), desc(courses.userId))
      .limit(POPULAR_KEPT);
    return rows.map((r) => r.id!);
  });
}

/**
 * The course page's recommended teachers: the course's recommender first, then the most popular teachers
 * (`ranked`, popularTeacherIds), never the course's own teacher (shown in the teacher card).
 */
export function recommendedTeacherIds(
  course: { userId: number | null; suggestUserId: number | null },
  ranked: number[],
  limit = 4,
): number[] {
  const popularIds = ranked.filter((id) => id !== course.userId).slice(0, limit + 1);
  const ids = [course.suggestUserId, ...popularIds].filter(
    (id): id is number => id !== null && id !== course.userId,
  );
  return [...new Set(ids)].slice(0, limit);
}
