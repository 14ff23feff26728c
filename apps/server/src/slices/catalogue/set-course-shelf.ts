import { Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { CheckStatus, ContentStatus } from '../../kernel/visibility/index.ts';
import type { RecordChange } from './record-change.ts';
import { lockCourse } from './save-course.ts';
import { courses } from './schema.ts';

/**
 * 上架 / 下架: an approved course is public while published (status 2) and hidden from guests and lists
 * when taken off (status 0). Members who hold the course keep learning it (learning's rights rule).
 */
export async function setCourseShelf(
  db: Db,
  id: number,
  onShelf: boolean,
  record?: RecordChange<{ status: number }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCourse(tx, id);
    if (before.isCheck !== CheckStatus.approved)
      throw refuse('该课程尚未通过审核，请在投稿审核中处理', Code.refused);
    const status = onShelf ? ContentStatus.published : ContentStatus.draft;
    await tx.update(courses).set({ status, updatedAt: new Date() }).where(eq(courses.id, id));
    await record?.(tx, { before: { status: before.status }, after: { status } });
  });
}
