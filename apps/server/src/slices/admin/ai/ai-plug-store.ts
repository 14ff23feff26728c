import { adminAiMessages as AM, Code, type AiPlugFileType } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { refuse } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { aiPlug, aiPlugFiles } from '../../ai/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { staffFileSize } from '../goods/store-staff-file.ts';

/** The AI plugin page has one row (002 §3: no id); the public read answers defaults when it is missing. */
const AI_PLUG_ID = 1;

type FileRow = typeof aiPlugFiles.$inferSelect;

const fileState = (f: FileRow) => ({
  id: f.id,
  type: f.type,
  version_code: f.versionCode,
  platform: f.platform,
  file_key: f.fileKey,
});

/** The page's row (defaults when never saved) and every file, oldest first as staff added them. */
export async function readAdminAiPlug(db: DbOrTx) {
  const [[plug], files] = await Promise.all([
    db.select().from(aiPlug).where(eq(aiPlug.id, AI_PLUG_ID)),
    db.select().from(aiPlugFiles).orderBy(asc(aiPlugFiles.createdAt), asc(aiPlugFiles.id)),
  ]);
  return {
    plug: plug ?? { id: AI_PLUG_ID, images: '', link: '', downloadPackage: 0, downloadManual: 0 },
    files,
  };
}

/** The cover and video address; the download counters are never touched here. */
export async function saveAiPlug(db: Db, actor: StaffActor, change: { images: string; link: string }) {
  await db.transaction(async (tx) => {
    // Creating the row first gives one row to lock even on a fresh database (two saves queue, none is lost).
    await tx.insert(aiPlug).values({ id: AI_PLUG_ID }).onConflictDoNothing();
    const [before] = await tx.select().from(aiPlug).where(eq(aiPlug.id, AI_PLUG_ID)).for('update');
    await tx.update(aiPlug).set(change).where(eq(aiPlug.id, AI_PLUG_ID));
    await recordAudit(tx, actor, {
      action: 'ai_plug.update',
      targetType: 'ai_plug',
      targetId: AI_PLUG_ID,
      before: { images: before!.images, link: before!.link },
      after: change,
    });
  });
}

export interface AiPlugFileInput {
  type: AiPlugFileType;
  version_code: string;
  platform: string;
  file_key: string;
}

/**
 * Lists a staff-uploaded file on the page (a package shows first, as the newest). Only a key the staff file
 * upload stored (admin/files/…) is accepted, so a save can never point the download at another file.
 */
export async function addAiPlugFile(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  input: AiPlugFileInput,
): Promise<void> {
  await staffFileSize(storage, input.file_key, []);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiPlugFiles)
      .values({
        type: input.type,
        versionCode: input.version_code,
        // A manual has no platform column on the page (002 §3).
        platform: input.type === 'manual' ? '' : input.platform,
        fileKey: input.file_key,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'ai_plug.file_add',
      targetType: 'ai_plug',
      targetId: AI_PLUG_ID,
      after: fileState(row!),
    });
  });
}

/** Takes a file off the page; the stored object stays (the audit names it) so it can be listed again. */
export async function deleteAiPlugFile(db: Db, actor: StaffActor, fileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(aiPlugFiles).where(eq(aiPlugFiles.id, fileId)).returning();
    if (!before) throw refuse(AM.fileNotFound, Code.notFound);
    await recordAudit(tx, actor, {
      action: 'ai_plug.file_delete',
      targetType: 'ai_plug',
      targetId: AI_PLUG_ID,
      before: fileState(before),
    });
  });
}
