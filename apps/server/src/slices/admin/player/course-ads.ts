import {
  ADMIN_AD_VIDEO_PREFIX,
  adminPlayerCalls,
  adminPlayerMessages as PM,
  type AdminCourseAds,
  type CallBody,
  Code,
  type CourseAdsConfig,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { lockCourse } from '../../catalogue/index.ts';
import { courseAds } from '../../player/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { discardStaffFiles, type FileBin } from '../discard-staff-files.ts';

export type CourseAdsBody = CallBody<typeof adminPlayerCalls.saveCourseAds>;

const NONE: CourseAdsConfig = { start_image: null, video: null, videos: [], pause_image: null };

const videoKeys = (c: CourseAdsConfig) => [
  ...(c.video ? [c.video.video] : []),
  ...c.videos.map((v) => v.adVideo),
];

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
  for (const key of videoKeys(config))
    previews[key] = await storage.signedUrl(key, { expiresInSeconds: ttlSeconds });
  return { enabled: row?.enabled ?? false, ...config, previews };
}

/**
 * Saves a course's ads whole (one row per course, the player's shape). A video must be one staff uploaded
 * (admin/ads/…) that storage holds, or one the course already plays (the demo's), so an ad can never point
 * at a paid lesson's file. The audit row keeps the settings before and after. Once saved, a staff-uploaded
 * video the save replaced or removed is deleted from storage unless another course's ads still play it.
 * (The pictures are public uploads any page may embed, so they stay.)
 */
export async function saveCourseAds(
  db: Db,
  bin: FileBin,
  actor: StaffActor,
  courseId: number,
  body: CourseAdsBody,
) {
  const { storage } = bin;
  const { enabled, ...config } = body;
  const dropped = await db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const [before] = await tx.select().from(courseAds).where(eq(courseAds.courseId, courseId));
    const current = before ? videoKeys(before.config) : [];
    for (const key of videoKeys(config)) {
      const allowed = current.includes(key) || key.startsWith(ADMIN_AD_VIDEO_PREFIX);
      if (!allowed || !(await storage.exists(key))) throw refuse(PM.adVideoInvalid, Code.invalid);
    }
    await tx
      .insert(courseAds)
      .values({ courseId, config, enabled })
      .onConflictDoUpdate({ target: courseAds.courseId, set: { config, enabled, updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      action: 'course.ads',
      targetType: 'course',
      targetId: courseId,
      before: before ? { enabled: before.enabled, ...before.config } : null,
      after: { enabled, ...config },
    });
    const kept = videoKeys(config);
    return current.filter((key) => !kept.includes(key));
  });
  await discardStaffFiles(db, bin, dropped);
}
