import type { DbOrTx } from '../../db/client.ts';
import { courseCardColumns, type CourseCardRow } from './card-columns.ts';
import type { ProductListQuery } from './list-filter.ts';
import { type ListOptions, listProductPage } from './list-product-page.ts';
import { courses } from './schema.ts';

/** One page of publicly visible courses (category subtree, newest or hottest) and, unless skipped, the total. */
export function listCourses(
  db: DbOrTx,
  query: ProductListQuery,
  options: ListOptions = {},
): Promise<{ rows: CourseCardRow[]; total: number }> {
  return listProductPage<CourseCardRow>(db, courses, 'course', courseCardColumns, query, options);
}
