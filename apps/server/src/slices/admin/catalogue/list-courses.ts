import { adminCatalogueMessages, Code } from '@app/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { users } from '../../../kernel/members/index.ts';
import { listItemTags } from '../../catalogue/index.ts';
import { categories, courses } from '../../catalogue/schema.ts';
import { productWhere, type ProductFilter } from '../product-table.ts';
import { readCourseOutline } from './read-outline.ts';

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
  if (!row) throw new DomainError(Code.notFound, adminCatalogueMessages.courseNotFound);
  const [tags, outline] = await Promise.all([listItemTags(db, 'course', id), readCourseOutline(db, id)]);
  return { ...row, tags: tags.map((t) => t.tag), ...outline };
}

export type AdminCourseRecord = Awaited<ReturnType<typeof readAdminCourse>>;
