import {
  ADMIN_MARKERS_PER_LESSON,
  adminOutlineMessages,
  type CallBody,
  Code,
  adminOutlineCalls,
  formatLessonDuration,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError, refuse } from '../../kernel/errors/index.ts';
import { lockLesson, touchCourse, type RecordChange, type RecordCreation } from '../catalogue/index.ts';
import { lessonMarkers } from './schema.ts';

type MarkerFields = CallBody<typeof adminOutlineCalls.createMarker>;
type MarkerRow = typeof lessonMarkers.$inferSelect;

/** A marker as a change record keeps it (the back office's audit row). */
const markerState = (m: MarkerRow) => ({
  task_id: m.taskId,
  offset: m.offsetSeconds,
  title: m.title,
  describe: m.describe,
  cover: m.coverKey,
});
type MarkerState = ReturnType<typeof markerState>;

const columnsOf = (fields: MarkerFields) => ({
  offsetSeconds: fields.offset,
  title: fields.title,
  describe: fields.describe,
  coverKey: fields.cover,
});

/** A marker past the lesson's end would never show on the progress bar: refused, naming the length. */
function requireWithinLesson(duration: number, offset: number) {
  if (offset > duration)
    throw refuse(
      adminOutlineMessages.markerBeyondDuration.replace('{duration}', formatLessonDuration(duration)),
      Code.invalid,
    );
}

/** The marker with its lesson, read after the lesson's course is locked (catalogue's change-chapter.ts). */
async function lockMarker(tx: DbOrTx, markerId: number) {
  const [found] = await tx.select().from(lessonMarkers).where(eq(lessonMarkers.id, markerId));
  if (!found) throw new DomainError(Code.notFound, adminOutlineMessages.markerNotFound);
  const lesson = await lockLesson(tx, found.taskId);
  const [marker] = await tx.select().from(lessonMarkers).where(eq(lessonMarkers.id, markerId));
  if (!marker) throw new DomainError(Code.notFound, adminOutlineMessages.markerNotFound);
  return { marker, lesson };
}

/** A new progress marker of a lesson (002 §3), at most ADMIN_MARKERS_PER_LESSON; answers the course's id. */
export async function createMarker(
  db: Db,
  lessonId: number,
  fields: MarkerFields,
  record?: RecordCreation<MarkerState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId);
    requireWithinLesson(lesson.duration, fields.offset);
    const [existing] = await tx
      .select({ n: count() })
      .from(lessonMarkers)
      .where(eq(lessonMarkers.taskId, lessonId));
    if ((existing?.n ?? 0) >= ADMIN_MARKERS_PER_LESSON)
      throw refuse(adminOutlineMessages.tooManyMarkers, Code.invalid);
    const [row] = await tx
      .insert(lessonMarkers)
      .values({ taskId: lessonId, ...columnsOf(fields) })
      .returning();
    await touchCourse(tx, lesson.courseId);
    await record?.(tx, { id: row!.id, before: undefined, after: markerState(row!) });
    return lesson.courseId;
  });
}

/** Changes a marker's time, title, description or picture; answers the course's id. */
export async function updateMarker(
  db: Db,
  markerId: number,
  fields: MarkerFields,
  record?: RecordChange<MarkerState>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { marker, lesson } = await lockMarker(tx, markerId);
    requireWithinLesson(lesson.duration, fields.offset);
    const [after] = await tx
      .update(lessonMarkers)
      .set(columnsOf(fields))
      .where(eq(lessonMarkers.id, markerId))
      .returning();
    await touchCourse(tx, lesson.courseId);
    await record?.(tx, { before: markerState(marker), after: markerState(after!) });
    return lesson.courseId;
  });
}

/** Deletes a marker; answers the course's id. */
export async function deleteMarker(
  db: Db,
  markerId: number,
  record?: RecordChange<MarkerState, undefined>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { marker, lesson } = await lockMarker(tx, markerId);
    await tx.delete(lessonMarkers).where(eq(lessonMarkers.id, markerId));
    await touchCourse(tx, lesson.courseId);
    await record?.(tx, { before: markerState(marker), after: undefined });
    return lesson.courseId;
  });
}
