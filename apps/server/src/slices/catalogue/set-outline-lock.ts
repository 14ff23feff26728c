import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockChapter, touchCourse } from './change-chapter.ts';
import { lockLesson } from './change-lesson.ts';
import type { RecordChange } from './record-change.ts';
import { courseChapters, courseTasks } from './schema.ts';

/** What a chapter or lesson looked like before its lock flag changed. */
interface Lockable {
  id: number;
  courseId: number;
  name: string;
  lockStatus: number;
}

type LockState = { name: string; locked: boolean };

/** The course's 'updated' mark and one change record (an unchanged flag still records: staff acted). */
async function recordLockChange(
  tx: DbOrTx,
  before: Lockable,
  locked: boolean,
  record: RecordChange<LockState> | undefined,
) {
  await touchCourse(tx, before.courseId);
  await record?.(tx, {
    before: { name: before.name, locked: before.lockStatus === 1 },
    after: { name: before.name, locked },
  });
  return before.courseId;
}

/**
 * Locks or unlocks a chapter (000 §2: lock_status 1). The public course page and playback read the flag
 * (learning's accessToLesson): a locked chapter's lessons show a lock and play for nobody, purchasers
 * included, until it is unlocked. Answers the course's id.
 */
export async function setChapterLock(
  db: Db,
  chapterId: number,
  locked: boolean,
  record?: RecordChange<LockState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockChapter(tx, chapterId);
    await tx
      .update(courseChapters)
      .set({ lockStatus: locked ? 1 : 0 })
      .where(eq(courseChapters.id, chapterId));
    return recordLockChange(tx, before, locked, record);
  });
}

/** Locks or unlocks one lesson, as setChapterLock does for a chapter; answers the course's id. */
export async function setLessonLock(
  db: Db,
  lessonId: number,
  locked: boolean,
  record?: RecordChange<LockState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockLesson(tx, lessonId);
    await tx
      .update(courseTasks)
      .set({ lockStatus: locked ? 1 : 0 })
      .where(eq(courseTasks.id, lessonId));
    return recordLockChange(tx, before, locked, record);
  });
}
