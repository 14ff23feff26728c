import type { DbOrTx } from '../../db/client.ts';
import { courseCardColumns, type CourseCardRow } from './card-columns.ts';
import { countRows, productListWhere, type ProductListQuery } from './list-filter.ts';
import { productOrder } from './list-order.ts';
import { courses } from './schema.ts';

/** One page of publicly visible courses (category subtree, newest or hottest) and, unless skipped, the total. */
export async function listCourses(
  db: DbOrTx,
  query: ProductListQuery,
  options: { withTotal?: boolean } = {},
): Promise<{ rows: CourseCardRow[]; total: number }> {
  const where = await productListWhere(db, courses, 'course', query.cateId);
  const [rows, total] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .where(where)
      .orderBy(...productOrder(courses, query.sort))
      .limit(query.limit)
      .offset(query.page * query.limit),
    options.withTotal === false ? Promise.resolve(0) : countRows(db, courses, where),
  ]);
  return { rows, total };
}
