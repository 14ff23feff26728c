import type { AdminCourseAds, CourseAdsConfig } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { adVideoKeys, saveCourseAds as saveAds, type CourseAdsBody } from '../../player/index.ts';
import { courseAds } from '../../player/schema.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';

const NONE: CourseAdsConfig = { start_image: null, video: null, videos: [], pause_image: null };

/** A course's ads as staff edit them, with signed links of its videos for the form's previews. */
export async function readCourseAds(
  db: DbOrTx,
  storage: ObjectStorage,
  courseId: number,
  ttlSeconds: number,
): Promise<AdminCourseAds> {
  const [row] = await db.select().from(courseAds).where(eq(courseAds.courseId, courseId));
  const config = row?.config ?? NONE;
  const previews: Record<string, string> = {};
  for (const key of adVideoKeys(config))
    previews[key] = await storage.signedUrl(key, { expiresInSeconds: ttlSeconds });
  return { enabled: row?.enabled ?? false, ...config, previews };
}

/**
 * Saves a course's ads (player's saveCourseAds, audited: the settings before and after) and, once that
 * committed, deletes each staff-uploaded video the save replaced or removed unless another course's ads
 * still play it. (The pictures are public uploads any page may embed, so they stay.)
 */
export async function saveCourseAds(
  db: Db,
  bin: FileBin,
  actor: StaffActor,
  courseId: number,
  body: CourseAdsBody,
) {
  const audit = auditChange(actor, 'course.ads', 'course', courseId);
  const dropped = await saveAds(db, bin.storage, courseId, body, audit);
  await discardStaffFiles(db, bin, dropped);
}
