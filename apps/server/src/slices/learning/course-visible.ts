import { ProductType } from '@app/contract';
import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../catalogue/schema.ts';
import { entitlements } from '../../kernel/entitlements/index.ts';
import { CheckStatus, publiclyVisible } from '../../kernel/visibility/index.ts';

export async function isCourseVisible(db: DbOrTx, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), publiclyVisible(courses)));
  return row !== undefined;
}

/**
 * Whether the member holds the course of the row being read (the course entitlement, as hasEntitlement).
 * `viewerId` may be a prepared statement's placeholder (read-course-page.ts).
 */
export function holdsCourse(viewerId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${viewerId}
    and ${entitlements.productType} = ${ProductType.course} and ${entitlements.productId} = ${courses.id}
    and ${entitlements.extendType} = '')`;
}

/**
 * Who may open a course's page and lessons: everyone while it is public; once staff take it off the shelf
 * (approved, no longer published), still the members who hold it — what a member bought stays theirs.
 */
export function courseOpenTo(viewerId: number | Placeholder | null): SQL {
  if (viewerId === null) return publiclyVisible(courses);
  return or(publiclyVisible(courses), and(eq(courses.isCheck, CheckStatus.approved), holdsCourse(viewerId)))!;
}
