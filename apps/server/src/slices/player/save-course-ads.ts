import {
  ADMIN_AD_VIDEO_PREFIX,
  adminPlayerCalls,
  adminPlayerMessages,
  type CallBody,
  Code,
  type CourseAdsConfig,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { lockCourse, type RecordChange } from '../catalogue/index.ts';
import { courseAds } from './schema.ts';

export type CourseAdsBody = CallBody<typeof adminPlayerCalls.saveCourseAds>;
/** A course's ads as a change record keeps them; null before the first save. */
type AdsState = { enabled: boolean } & CourseAdsConfig;

/** The stored videos a course's ads play (the single pre-roll and the list). */
export const adVideoKeys = (c: CourseAdsConfig) => [
  ...(c.video ? [c.video.video] : []),
  ...c.videos.map((v) => v.adVideo),
];

/**
 * Saves a course's ads whole (one row per course, the player's shape). A video must be one staff uploaded
 * (admin/ads/…) that storage holds, or one the course already plays (the demo's), so an ad can never point
 * at a paid lesson's file. Answers the videos the save replaced or removed (the caller may delete the staff
 * uploads among them once this committed).
 */
export async function saveCourseAds(
  db: Db,
  storage: Pick<ObjectStorage, 'exists'>,
  courseId: number,
  body: CourseAdsBody,
  record?: RecordChange<AdsState | null, AdsState>,
): Promise<string[]> {
  const { enabled, ...config } = body;
  return db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const [before] = await tx.select().from(courseAds).where(eq(courseAds.courseId, courseId));
    const current = before ? adVideoKeys(before.config) : [];
    for (const key of adVideoKeys(config)) {
      const allowed = current.includes(key) || key.startsWith(ADMIN_AD_VIDEO_PREFIX);
      if (!allowed || !(await storage.exists(key)))
        throw refuse(adminPlayerMessages.adVideoInvalid, Code.invalid);
    }
    await tx
      .insert(courseAds)
      .values({ courseId, config, enabled })
      .onConflictDoUpdate({ target: courseAds.courseId, set: { config, enabled, updatedAt: new Date() } });
    await record?.(tx, {
      before: before ? { enabled: before.enabled, ...before.config } : null,
      after: { enabled, ...config },
    });
    const kept = adVideoKeys(config);
    return current.filter((key) => !kept.includes(key));
  });
}
