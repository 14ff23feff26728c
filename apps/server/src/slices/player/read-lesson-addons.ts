import { courseAdsConfig, ProductType, type CourseAdsConfig, type LessonAddons } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { hasEntitlement } from '../../kernel/entitlements/index.ts';
import { findMemberById, type MemberRow } from '../../kernel/members/index.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { courseChapters, courseTasks } from '../catalogue/schema.ts';
import { lessonAccess, mayPlay, type Lesson } from '../learning/index.ts';
import { courseAds, lessonCaptions, lessonMarkers } from './schema.ts';

type Deps = { db: DbOrTx; storage: ObjectStorage; config: Pick<Config, 'MEDIA_LINK_TTL_SECONDS'> };

/**
 * A VIP member (permanent, or until vip_endtime) never sees ads (002 §4, docs/spec-decisions.md "Player
 * add-ons").
 */
export function isVip(
  member: Pick<MemberRow, 'vipPermanent' | 'vipEndtime'> | null,
  now = new Date(),
): boolean {
  if (!member) return false;
  return member.vipPermanent || (member.vipEndtime !== null && member.vipEndtime > now);
}

/**
 * What the player's add-ons need for one lesson the viewer may play (the caller checked): the course's ads
 * (none for VIP members), the lesson's markers and captions, and the course's lessons this viewer may play.
 */
export async function readLessonAddons(
  deps: Deps,
  lesson: Lesson,
  viewerId: number | null,
): Promise<LessonAddons> {
  const { db } = deps;
  const courseId = lesson.task.courseId;
  const [member, adsRow, markers, captions, playlist] = await Promise.all([
    viewerId === null ? null : findMemberById(db, viewerId),
    db.select().from(courseAds).where(eq(courseAds.courseId, courseId)),
    db
      .select()
      .from(lessonMarkers)
      .where(eq(lessonMarkers.taskId, lesson.task.id))
      .orderBy(asc(lessonMarkers.offsetSeconds), asc(lessonMarkers.id)),
    db
      .select()
      .from(lessonCaptions)
      .where(eq(lessonCaptions.taskId, lesson.task.id))
      .orderBy(asc(lessonCaptions.id)),
    playableLessons(db, courseId, viewerId),
  ]);
  const config = adsRow[0]?.enabled ? courseAdsConfig.safeParse(adsRow[0].config) : null;
  const link = (key: string) => mediaLink(deps, key);
  return {
    ads: config?.success && !isVip(member) ? await signAds(config.data, link) : null,
    markers: markers.map((m) => ({
      offset: m.offsetSeconds,
      title: m.title,
      describe: m.describe,
      coverUrl: !m.coverKey || isUrl(m.coverKey) ? m.coverKey : deps.storage.publicUrl(m.coverKey),
    })),
    captions: await Promise.all(
      captions.map(async (c) => ({
        value: await link(c.fileKey),
        text: c.label,
        lang: c.lang,
        default: c.isDefault,
      })),
    ),
    playlist,
  };
}

/** Already a link: one of our public files ('/files/public/…') or an outside https address. */
const isUrl = (value: string) => value.startsWith('/') || value.startsWith('https://');

/** A stored key becomes a signed link for as long as a lesson link lives; a link stays as it is. */
function mediaLink(deps: Deps, key: string): Promise<string> {
  if (isUrl(key)) return Promise.resolve(key);
  return deps.storage.signedUrl(key, { expiresInSeconds: deps.config.MEDIA_LINK_TTL_SECONDS });
}

async function signAds(
  ads: CourseAdsConfig,
  link: (key: string) => Promise<string>,
): Promise<CourseAdsConfig> {
  return {
    start_image: ads.start_image && { ...ads.start_image, image: await link(ads.start_image.image) },
    video: ads.video && { ...ads.video, video: await link(ads.video.video) },
    videos: await Promise.all(ads.videos.map(async (v) => ({ ...v, adVideo: await link(v.adVideo) }))),
    pause_image: ads.pause_image && { ...ads.pause_image, image: await link(ads.pause_image.image) },
  };
}

/** The course's lessons in directory order (chapter, then lesson) that this viewer may play now. */
async function playableLessons(db: DbOrTx, courseId: number, viewerId: number | null) {
  const [rows, entitled] = await Promise.all([
    db
      .select({
        id: courseTasks.id,
        name: courseTasks.name,
        lockStatus: courseTasks.lockStatus,
        isFirst: courseTasks.isFirst,
        chapterLock: courseChapters.lockStatus,
      })
      .from(courseTasks)
      .innerJoin(courseChapters, and(eq(courseChapters.id, courseTasks.chapterId)))
      .where(eq(courseTasks.courseId, courseId))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id), asc(courseTasks.sort), asc(courseTasks.id)),
    viewerId === null ? false : hasEntitlement(db, viewerId, ProductType.course, courseId),
  ]);
  return rows
    .filter((r) => mayPlay(lessonAccess({ ...r, chapterLocked: r.chapterLock === 1 }, entitled)))
    .map((r) => ({ id: r.id, name: r.name }));
}
