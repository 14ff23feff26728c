import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses } from '../catalogue/index.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';

export async function isCourseVisible(db: DbOrTx, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), publiclyVisible(courses)));
  return row !== undefined;
}
