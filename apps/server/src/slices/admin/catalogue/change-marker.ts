import {
  ADMIN_MARKERS_PER_LESSON,
  adminOutlineMessages as OM,
  type CallBody,
  Code,
  adminOutlineCalls,
  formatLessonDuration,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, refuse } from '../../../kernel/errors/index.ts';
import { lockLesson, touchCourse } from '../../catalogue/index.ts';
import { lessonMarkers } from '../../player/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';

type MarkerFields = CallBody<typeof adminOutlineCalls.createMarker>;
type MarkerRow = typeof lessonMarkers.$inferSelect;

/** What the audit keeps of a marker. */
const markerState = (m: MarkerRow) => ({
  task_id: m.taskId,
  offset: m.offsetSeconds,
  title: m.title,
  describe: m.describe,
  cover: m.coverKey,
});

const columnsOf = (fields: MarkerFields) => ({
  offsetSeconds: fields.offset,
  title: fields.title,
  describe: fields.describe,
  coverKey: fields.cover,
});

/** A marker past the lesson's end would never show on the progress bar: refused, naming the length. */
function requireWithinLesson(duration: number, offset: number) {
  if (offset > duration)
    throw refuse(OM.markerBeyondDuration.replace('{duration}', formatLessonDuration(duration)), Code.invalid);
}

/** The marker with its lesson, read after the lesson's course is locked (change-chapter.ts). */
async function lockMarker(tx: DbOrTx, markerId: number) {
  const [found] = await tx.select().from(lessonMarkers).where(eq(lessonMarkers.id, markerId));
  if (!found) throw new DomainError(Code.notFound, OM.markerNotFound);
  const lesson = await lockLesson(tx, found.taskId);
  const [marker] = await tx.select().from(lessonMarkers).where(eq(lessonMarkers.id, markerId));
  if (!marker) throw new DomainError(Code.notFound, OM.markerNotFound);
  return { marker, lesson };
}

/** A new progress marker of a lesson (002 §3); answers the course's id. */
export async function createMarker(db: Db, actor: StaffActor, lessonId: number, fields: MarkerFields) {
  return db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId);
    requireWithinLesson(lesson.duration, fields.offset);
    const [existing] = await tx
      .select({ n: count() })
      .from(lessonMarkers)
      .where(eq(lessonMarkers.taskId, lessonId));
    if ((existing?.n ?? 0) >= ADMIN_MARKERS_PER_LESSON) throw refuse(OM.tooManyMarkers, Code.invalid);
    const [row] = await tx
      .insert(lessonMarkers)
      .values({ taskId: lessonId, ...columnsOf(fields) })
      .returning();
    await touchCourse(tx, lesson.courseId);
    await recordAudit(tx, actor, {
      action: 'marker.create',
      targetType: 'marker',
      targetId: row!.id,
      after: markerState(row!),
    });
    return lesson.courseId;
  });
}

/** Changes a marker's time, title, description or picture; answers the course's id. */
export async function updateMarker(db: Db, actor: StaffActor, markerId: number, fields: MarkerFields) {
  return db.transaction(async (tx) => {
    const { marker, lesson } = await lockMarker(tx, markerId);
    requireWithinLesson(lesson.duration, fields.offset);
    const [after] = await tx
      .update(lessonMarkers)
      .set(columnsOf(fields))
      .where(eq(lessonMarkers.id, markerId))
      .returning();
    await touchCourse(tx, lesson.courseId);
    await recordAudit(tx, actor, {
      action: 'marker.update',
      targetType: 'marker',
      targetId: markerId,
      before: markerState(marker),
      after: markerState(after!),
    });
    return lesson.courseId;
  });
}

/** Deletes a marker; answers the course's id. */
export async function deleteMarker(db: Db, actor: StaffActor, markerId: number) {
  return db.transaction(async (tx) => {
    const { marker, lesson } = await lockMarker(tx, markerId);
    await tx.delete(lessonMarkers).where(eq(lessonMarkers.id, markerId));
    await touchCourse(tx, lesson.courseId);
    await recordAudit(tx, actor, {
      action: 'marker.delete',
      targetType: 'marker',
      targetId: markerId,
      before: markerState(marker),
    });
    return lesson.courseId;
  });
}
