import { ADMIN_AD_VIDEO_PREFIX, ADMIN_CAPTION_PREFIX, ADMIN_FILE_PREFIX } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { aiPlugFiles } from '../ai/schema.ts';
import { courseAttachments, goods, pluginVersions } from '../catalogue/schema.ts';
import { courseAds, lessonCaptions } from '../player/schema.ts';

/** Where a removed row's file goes, and where a failed delete is told. */
export interface FileBin {
  storage: ObjectStorage;
  log: { warn(obj: object, msg?: string): void };
}

/**
 * Only files staff uploaded are ever deleted: demo and creators' files live under other prefixes and may be
 * shared by many rows the back office does not know of.
 */
const STAFF_PREFIXES = [ADMIN_FILE_PREFIX, ADMIN_AD_VIDEO_PREFIX, ADMIN_CAPTION_PREFIX];

/**
 * Whether any row still names `key`. A staff upload's key may be named by more than one row (a save checks
 * that storage holds the key, not that nothing else uses it): download files by attachments, plugin
 * versions, materials and the AI plugin's files; ad videos by any course's ads; captions by any lesson.
 */
async function stillReferenced(db: DbOrTx, key: string): Promise<boolean> {
  const quoted = JSON.stringify(key);
  const checks = [
    db.select({ id: courseAttachments.id }).from(courseAttachments).where(eq(courseAttachments.fileKey, key)),
    db.select({ id: pluginVersions.id }).from(pluginVersions).where(eq(pluginVersions.fileKey, key)),
    db.select({ id: goods.id }).from(goods).where(eq(goods.materialKey, key)),
    db.select({ id: aiPlugFiles.id }).from(aiPlugFiles).where(eq(aiPlugFiles.fileKey, key)),
    db.select({ id: lessonCaptions.id }).from(lessonCaptions).where(eq(lessonCaptions.fileKey, key)),
    // The ads' keys sit in a JSON document; a key is always a whole JSON string there.
    db
      .select({ id: courseAds.courseId })
      .from(courseAds)
      .where(sql`position(${quoted} in ${courseAds.config}::text) > 0`),
  ];
  for (const check of checks) if ((await check.limit(1)).length > 0) return true;
  return false;
}

/**
 * Deletes the stored files of rows a committed transaction removed (call it only after the commit: a
 * rollback must keep every file its rows still name). A file some other row still names stays. Storage
 * failing here is logged and swallowed: the staff action it follows has succeeded, and a left-over file
 * only costs space.
 */
export async function discardStaffFiles(db: DbOrTx, bin: FileBin, keys: readonly string[]): Promise<void> {
  for (const key of new Set(keys)) {
    if (!STAFF_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    try {
      if (await stillReferenced(db, key)) continue;
      await bin.storage.delete(key);
    } catch (err) {
      bin.log.warn({ err, key }, 'stored file of a deleted row not removed');
    }
  }
}
