import { adminCatalogueMessages as CM, Code } from '@app/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { users } from '../../../kernel/members/index.ts';
import { categories, courseChapters, courses, courseTasks, listItemTags } from '../../catalogue/index.ts';
import { productWhere, type ProductFilter } from '../product-table.ts';

export type CourseFilter = ProductFilter;

/** The columns a staff table row shows: the course, its category's name and its creator. */
export const courseRowColumns = {
  course: courses,
  cateName: categories.name,
  creatorName: users.name,
};

const courseWhere = (filter: CourseFilter) => productWhere(courses, filter);

/** Courses, newest change first, filtered and paged on the server (every state, unlike the public lists). */
export async function listAdminCourses(
  db: DbOrTx,
  filter: CourseFilter,
  page: { offset: number; limit: number },
) {
  const where = courseWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(courseRowColumns)
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.cateId))
      .leftJoin(users, eq(users.id, courses.userId))
      .where(where)
      .orderBy(desc(courses.updatedAt), desc(courses.id))
      .limit(page.limit)
      .offset(page.offset * page.limit),
    db.select({ n: count() }).from(courses).leftJoin(users, eq(users.id, courses.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CourseListRow = Awaited<ReturnType<typeof listAdminCourses>>['rows'][number];

/** One course with everything the edit form shows: fields, tags, chapters and lessons in order. */
export async function readAdminCourse(db: DbOrTx, id: number) {
  const [row] = await db
    .select(courseRowColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.cateId))
    .leftJoin(users, eq(users.id, courses.userId))
    .where(eq(courses.id, id));
  if (!row) throw new DomainError(Code.notFound, CM.courseNotFound);
  const [tags, chapters] = await Promise.all([
    listItemTags(db, 'course', id),
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, id))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
  ]);
  const lessons = chapters.length
    ? await db
        .select()
        .from(courseTasks)
        .where(
          inArray(
            courseTasks.chapterId,
            chapters.map((c) => c.id),
          ),
        )
        .orderBy(asc(courseTasks.sort), asc(courseTasks.id))
    : [];
  return { ...row, tags: tags.map((t) => t.tag), chapters, lessons };
}

export type AdminCourseRecord = Awaited<ReturnType<typeof readAdminCourse>>;
