import { Code, learningMessages } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { accessToLesson, mayPlay, readLesson, type Lesson } from '../learning/index.ts';

/**
 * The add-ons of a lesson (its viewer comments) follow playback's rights exactly (learning decides them):
 * a lesson of a public course that is not locked, and a free preview or a member holding the course.
 * Refusals name the reason like the course page does.
 */
export async function requirePlayableLesson(
  db: DbOrTx,
  taskId: number,
  viewerId: number | null,
): Promise<Lesson> {
  const lesson = await readLesson(db, taskId, viewerId);
  if (!lesson) throw new DomainError(Code.notFound, learningMessages.taskNotFound);
  const access = await accessToLesson(db, lesson, viewerId);
  if (mayPlay(access)) return lesson;
  if (access === 'locked') throw new DomainError(Code.forbidden, learningMessages.lessonLocked);
  throw new DomainError(
    Code.forbidden,
    viewerId === null ? learningMessages.playbackDenied : learningMessages.needJoin,
  );
}
