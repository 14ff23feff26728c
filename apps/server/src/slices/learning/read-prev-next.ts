import { and, asc, desc, eq, gt, lt, ne, notInArray } from 'drizzle-orm';
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
  const [course] = await db
    .select({ id: courses.id, cateId: courses.cateId })
    .from(courses)
    .where(and(eq(courses.id, courseId), publiclyVisible(courses)));
  if (!course) return null;
  const hottest = productOrder(courses, ListSort.hottest);
  const [prev, next, sameCategory] = await Promise.all([
    db
      .select({ id: courses.id })
      .from(courses)
      .where(and(lt(courses.id, courseId), publiclyVisible(courses)))
      .orderBy(desc(courses.id))
      .limit(1),
    db
      .select({ id: courses.id })
      .from(courses)
      .where(and(gt(courses.id, courseId), publiclyVisible(courses)))
      .orderBy(asc(courses.id))
      .limit(1),
    db
      .select(brief)
      .from(courses)
      .where(and(eq(courses.cateId, course.cateId), ne(courses.id, courseId), publiclyVisible(courses)))
      .orderBy(...hottest)
      .limit(RECOMMENDED),
  ]);
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
    ids: { prev_id: prev[0]?.id ?? null, next_id: next[0]?.id ?? null },
  };
}
