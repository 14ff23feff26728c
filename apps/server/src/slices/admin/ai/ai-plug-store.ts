import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import {
  addAiPlugFile as addPlugFile,
  AI_PLUG_ID,
  deleteAiPlugFile as deletePlugFile,
  saveAiPlug as savePlugPage,
  type AiPlugFileInput,
} from '../../ai/index.ts';
import { aiPlug, aiPlugFiles } from '../../ai/schema.ts';
import { auditChange, type StaffActor } from '../audit.ts';
import { staffFileSize } from '../products/store-staff-file.ts';

/** The AI plugin page has one row (002 §3: no id). The page's row (defaults when never saved) and every file, oldest first as staff added them. */
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

/** The cover and video address (ai's saveAiPlug, audited). */
export async function saveAiPlug(db: Db, actor: StaffActor, change: { images: string; link: string }) {
  await savePlugPage(db, change, auditChange(actor, 'ai_plug.update', 'ai_plug', AI_PLUG_ID));
}

/**
 * Lists a staff-uploaded file on the page (ai's addAiPlugFile, audited). Only a key the staff file upload
 * stored (admin/files/…) is accepted, so a save can never point the download at another file.
 */
export async function addAiPlugFile(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  input: AiPlugFileInput,
): Promise<void> {
  await staffFileSize(storage, input.file_key, []);
  await addPlugFile(db, input, auditChange(actor, 'ai_plug.file_add', 'ai_plug', AI_PLUG_ID));
}

/** Takes a file off the page (ai's deleteAiPlugFile, audited); the stored object stays. */
export async function deleteAiPlugFile(db: Db, actor: StaffActor, fileId: number): Promise<void> {
  await deletePlugFile(db, fileId, auditChange(actor, 'ai_plug.file_delete', 'ai_plug', AI_PLUG_ID));
}
