import { adminCatalogueMessages as CM, Code } from '@app/contract';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { users } from '../../../kernel/members/index.ts';
import { CheckStatus, ContentStatus } from '../../../kernel/visibility/index.ts';
import { categories, courses, listItemTags } from '../../catalogue/index.ts';
import { containsPattern } from '../table-query.ts';
import { readCourseOutline } from './read-outline.ts';

export interface CourseFilter {
  keywords: string;
  cate_id: number;
  state: '' | 'on' | 'off' | 'review';
  creator: string;
}

/** The columns a staff table row shows: the course, its category's name and its creator. */
export const courseRowColumns = {
  course: courses,
  cateName: categories.name,
  creatorName: users.name,
};

function stateWhere(state: CourseFilter['state']): SQL | undefined {
  if (state === 'on')
    return and(eq(courses.status, ContentStatus.published), eq(courses.isCheck, CheckStatus.approved));
  if (state === 'off')
    return and(ne(courses.status, ContentStatus.published), eq(courses.isCheck, CheckStatus.approved));
  if (state === 'review') return ne(courses.isCheck, CheckStatus.approved);
  return undefined;
}

function courseWhere(filter: CourseFilter): SQL | undefined {
  const list: SQL[] = [];
  const state = stateWhere(filter.state);
  if (state) list.push(state);
  if (filter.cate_id) list.push(eq(courses.cateId, filter.cate_id));
  if (filter.keywords) {
    const byText: SQL[] = [ilike(courses.name, containsPattern(filter.keywords))];
    if (/^\d{1,9}$/.test(filter.keywords)) byText.push(eq(courses.id, Number(filter.keywords)));
    list.push(or(...byText)!);
  }
  if (filter.creator) {
    const pattern = containsPattern(filter.creator);
    const byCreator: SQL[] = [ilike(users.name, pattern), ilike(users.phone, pattern)];
    if (/^\d{1,9}$/.test(filter.creator)) byCreator.push(eq(courses.userId, Number(filter.creator)));
    list.push(or(...byCreator)!);
  }
  return list.length ? and(...list) : undefined;
}

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
  const [tags, outline] = await Promise.all([listItemTags(db, 'course', id), readCourseOutline(db, id)]);
  return { ...row, tags: tags.map((t) => t.tag), ...outline };
}

export type AdminCourseRecord = Awaited<ReturnType<typeof readAdminCourse>>;
