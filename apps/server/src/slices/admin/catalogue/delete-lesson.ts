import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { deleteLesson } from '../../catalogue/index.ts';
import { lessonProgress } from '../../learning/schema.ts';
import { lessonCaptions } from '../../player/schema.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';

/**
 * Deletes a lesson through catalogue's deleteLesson. The audit row keeps the lesson and how many members had
 * progress on it (the page warned them), counted before that progress goes with the lesson. Its captions go
 * by cascade; their .vtt files are deleted once that committed (discard-staff-files.ts).
 */
export async function deleteLessonAudited(db: Db, bin: FileBin, actor: StaffActor, lessonId: number) {
  let captionKeys: string[] = [];
  const courseId = await deleteLesson(db, lessonId, async (tx, change) => {
    const captions = await tx
      .select({ key: lessonCaptions.fileKey })
      .from(lessonCaptions)
      .where(eq(lessonCaptions.taskId, lessonId));
    captionKeys = captions.map((c) => c.key);
    const [learners] = await tx
      .select({ n: count() })
      .from(lessonProgress)
      .where(eq(lessonProgress.taskId, lessonId));
    await recordAudit(tx, actor, {
      action: 'lesson.delete',
      targetType: 'lesson',
      targetId: lessonId,
      before: { ...change.before, learners: learners?.n ?? 0 },
    });
  });
  await discardStaffFiles(db, bin, captionKeys);
  return courseId;
}
