import { ProductType } from '@app/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, courseTasks, goods } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import { entitlements } from '../../kernel/entitlements/index.ts';
import { courseCollects, lessonProgress } from './tables/progress.ts';

export type MyCoursesType = 'learn' | 'collect' | 'material';
interface Page {
  limit: number;
  offset: number;
}

/** Per course: the share of lessons learned (rounded %, 0–100) and the lesson studied last. */
async function courseProgress(db: DbOrTx, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { progress: number; lastTaskId: number | null }>();
  const [totals, learned] = await Promise.all([
    db
      .select({ courseId: courseTasks.courseId, n: count() })
      .from(courseTasks)
      .where(inArray(courseTasks.courseId, courseIds))
      .groupBy(courseTasks.courseId),
    db
      .select({
        courseId: lessonProgress.courseId,
        learned: sql<number>`count(*) filter (where ${lessonProgress.finished})::int`,
        lastTaskId: sql<number>`(array_agg(${lessonProgress.taskId} order by ${lessonProgress.updatedAt} desc))[1]`,
      })
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds)))
      .groupBy(lessonProgress.courseId),
  ]);
  const totalOf = new Map(totals.map((t) => [t.courseId, Number(t.n)]));
  const learnedOf = new Map(learned.map((l) => [l.courseId, l]));
  return new Map(
    courseIds.map((id) => {
      const total = totalOf.get(id) ?? 0;
      const mine = learnedOf.get(id);
      const progress =
        total === 0 ? 0 : Math.min(100, Math.round((100 * Number(mine?.learned ?? 0)) / total));
      return [id, { progress, lastTaskId: mine ? Number(mine.lastTaskId) : null }];
    }),
  );
}

/**
 * 我的课程 lists (001 §2.7): courses the member holds (learn), favourites (collect), materials they own
 * (material), newest first, only items still public; each course entry carries its progress %.
 */
export async function listMyCourses(db: DbOrTx, userId: number, type: MyCoursesType, page: Page) {
  if (type === 'material') {
    const where = and(
      eq(entitlements.userId, userId),
      eq(entitlements.productType, ProductType.goods),
      eq(entitlements.extendType, ''),
      publiclyVisible(goods),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: goods.id, name: goods.name, cover: goods.cover })
        .from(entitlements)
        .innerJoin(goods, eq(goods.id, entitlements.productId))
        .where(where)
        .orderBy(desc(entitlements.createdAt), desc(entitlements.id))
        .limit(page.limit)
        .offset(page.offset * page.limit),
      db
        .select({ n: count() })
        .from(entitlements)
        .innerJoin(goods, eq(goods.id, entitlements.productId))
        .where(where),
    ]);
    return { lists: rows, total: Number(total?.n ?? 0) };
  }
  const source =
    type === 'learn'
      ? {
          table: entitlements,
          id: entitlements.id,
          courseId: entitlements.productId,
          createdAt: entitlements.createdAt,
          where: and(
            eq(entitlements.userId, userId),
            eq(entitlements.productType, ProductType.course),
            eq(entitlements.extendType, ''),
          ),
        }
      : {
          table: courseCollects,
          id: courseCollects.id,
          courseId: courseCollects.courseId,
          createdAt: courseCollects.createdAt,
          where: eq(courseCollects.userId, userId),
        };
  const where = and(source.where, publiclyVisible(courses));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: source.id, courseId: courses.id, name: courses.name, images: courses.images })
      .from(source.table)
      .innerJoin(courses, eq(courses.id, source.courseId))
      .where(where)
      .orderBy(desc(source.createdAt), desc(source.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db
      .select({ n: count() })
      .from(source.table)
      .innerJoin(courses, eq(courses.id, source.courseId))
      .where(where),
  ]);
  const progress = await courseProgress(
    db,
    userId,
    rows.map((r) => r.courseId),
  );
  return {
    lists: rows.map((r) => ({
      id: r.id,
      progress: progress.get(r.courseId)?.progress ?? 0,
      last_task_id: progress.get(r.courseId)?.lastTaskId ?? null,
      course: { id: r.courseId, name: r.name, images_src: r.images },
    })),
    total: Number(total?.n ?? 0),
  };
}
