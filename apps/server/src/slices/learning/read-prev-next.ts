import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { ListSort, productOrder } from '../catalogue/index.ts';
import { courses } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';

const RECOMMENDED = 5;
const brief = { id: courses.id, images: courses.images, name: courses.name, explain: courses.explain };

/**
 * Prev/next arrows (neighbours by id among public courses, like the plugin page) and the recommended
 * courses: the hottest of the same category, topped up with the hottest overall. Null for a course that
 * is not public.
 */
export async function readPrevNext(db: DbOrTx, courseId: number) {
  // The arrows ride on the course's own row: two index probes by id in the same statement (the ids are
  // spelled out: drizzle leaves a one-table select's columns unqualified, the alias's too).
  const neighbour = alias(courses, 'neighbour');
  const [course] = await db
    .select({
      id: courses.id,
      cateId: courses.cateId,
      prevId: sql<number | null>`(select max("neighbour"."id") from ${courses} as "neighbour"
        where "neighbour"."id" < "courses"."id" and ${publiclyVisible(neighbour)})`,
      nextId: sql<number | null>`(select min("neighbour"."id") from ${courses} as "neighbour"
        where "neighbour"."id" > "courses"."id" and ${publiclyVisible(neighbour)})`,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), publiclyVisible(courses)));
  if (!course) return null;
  const hottest = productOrder(courses, ListSort.hottest);
  const sameCategory = await db
    .select(brief)
    .from(courses)
    .where(and(eq(courses.cateId, course.cateId), ne(courses.id, courseId), publiclyVisible(courses)))
    .orderBy(...hottest)
    .limit(RECOMMENDED);
  const fill =
    sameCategory.length >= RECOMMENDED
      ? []
      : await db
          .select(brief)
          .from(courses)
          .where(
            and(
              notInArray(courses.id, [courseId, ...sameCategory.map((c) => c.id)]),
              publiclyVisible(courses),
            ),
          )
          .orderBy(...hottest)
          .limit(RECOMMENDED - sameCategory.length);
  return {
    courses: [...sameCategory, ...fill],
    ids: { prev_id: course.prevId, next_id: course.nextId },
  };
}
