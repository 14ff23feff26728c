import { adminAiMessages, Code, type AiPlugFileType } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import type { RecordChange } from '../catalogue/index.ts';
import { AI_PLUG_ID } from './read-ai-plug.ts';
import { aiPlug, aiPlugFiles } from './schema.ts';

type FileRow = typeof aiPlugFiles.$inferSelect;

/** A listed file as a change record keeps it (the back office's audit row). */
const fileState = (f: FileRow) => ({
  id: f.id,
  type: f.type,
  version_code: f.versionCode,
  platform: f.platform,
  file_key: f.fileKey,
});
type FileState = ReturnType<typeof fileState>;
type PageState = { images: string; link: string };

/** The AI plugin page's cover and video address (002 §3: one row); the download counters are never touched. */
export async function saveAiPlug(db: Db, change: PageState, record?: RecordChange<PageState>): Promise<void> {
  await db.transaction(async (tx) => {
    // Creating the row first gives one row to lock even on a fresh database (two saves queue, none is lost).
    await tx.insert(aiPlug).values({ id: AI_PLUG_ID }).onConflictDoNothing();
    const [before] = await tx.select().from(aiPlug).where(eq(aiPlug.id, AI_PLUG_ID)).for('update');
    await tx.update(aiPlug).set(change).where(eq(aiPlug.id, AI_PLUG_ID));
    await record?.(tx, { before: { images: before!.images, link: before!.link }, after: change });
  });
}

export interface AiPlugFileInput {
  type: AiPlugFileType;
  version_code: string;
  platform: string;
  file_key: string;
}

/** Lists a stored file on the page (a package shows first, as the newest); the caller checked the key. */
export async function addAiPlugFile(
  db: Db,
  input: AiPlugFileInput,
  record?: RecordChange<undefined, FileState>,
): Promise<void> {
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
    await record?.(tx, { before: undefined, after: fileState(row!) });
  });
}

/** Takes a file off the page; the stored object stays (a change record names it) so it can be listed again. */
export async function deleteAiPlugFile(
  db: Db,
  fileId: number,
  record?: RecordChange<FileState, undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(aiPlugFiles).where(eq(aiPlugFiles.id, fileId)).returning();
    if (!before) throw refuse(adminAiMessages.fileNotFound, Code.notFound);
    await record?.(tx, { before: fileState(before), after: undefined });
  });
}
