import { adminLessonMessages, Code } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lockLesson, setLessonVideo, type MediaStateOf } from '../../catalogue/index.ts';
import { createAsset } from '../../learning/index.ts';
import { mediaAssets } from '../../../platform/media/schema.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { completedUploads, staffOwner } from '../../creator/index.ts';
import { refuse } from '../../../kernel/errors/index.ts';

/**
 * The staff member's own completed video upload under this key (the direct upload of adminUploadCalls);
 * anything else (another account's file, an unfinished or aborted upload, a guessed name) is refused.
 */
async function ownVideoUpload(db: Db, actor: StaffActor, key: string) {
  const upload = (await completedUploads(db, staffOwner(actor.id), [key])).get(key);
  if (!upload || upload.purpose !== 'video') throw refuse(adminLessonMessages.videoNotUploaded, Code.invalid);
  return { key: upload.key, name: upload.name, size: upload.size };
}

/** The asset's state and length as learning's table holds them (catalogue's setLessonVideo asks). */
const mediaStateOf: MediaStateOf = async (tx, assetId) => {
  const [asset] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
  return asset;
};

/**
 * Gives a lesson a new video through the media pipeline every lesson video takes (learning's createAsset:
 * a media asset and a queued HLS transcode), then catalogue's setLessonVideo (which keeps a playing video
 * until the new one is ready), audited with the upload. Answers the course's id.
 */
export async function attachLessonVideo(db: Db, actor: StaffActor, lessonId: number, key: string) {
  await lockLesson(db, lessonId); // a lesson gone meanwhile gets no orphan asset
  const video = await ownVideoUpload(db, actor, key);
  const { assetId } = await createAsset(db, video);
  const audit = auditChange(actor, 'lesson.video', 'lesson', lessonId);
  return setLessonVideo(db, lessonId, assetId, mediaStateOf, (tx, change) =>
    audit(tx, { before: change.before, after: { ...change.after, upload: video } }),
  );
}
