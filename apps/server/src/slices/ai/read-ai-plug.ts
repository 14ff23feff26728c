import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiPlug, aiPlugFiles } from './schema.ts';

export const AI_PLUG_ID = 1;
export type AiPlugCounter = 'download_package' | 'download_manual';

/** The AI plugin page's row and its files: packages newest first, then manuals oldest first. */
export async function readAiPlug(db: DbOrTx) {
  const [[plug], packages, manuals] = await Promise.all([
    db.select().from(aiPlug).where(eq(aiPlug.id, AI_PLUG_ID)),
    db
      .select()
      .from(aiPlugFiles)
      .where(eq(aiPlugFiles.type, 'package'))
      .orderBy(desc(aiPlugFiles.createdAt), desc(aiPlugFiles.id)),
    db
      .select()
      .from(aiPlugFiles)
      .where(eq(aiPlugFiles.type, 'manual'))
      .orderBy(asc(aiPlugFiles.createdAt), asc(aiPlugFiles.id)),
  ]);
  return {
    plug: plug ?? { id: AI_PLUG_ID, images: '', link: '', downloadPackage: 0, downloadManual: 0 },
    files: [...packages, ...manuals],
  };
}

/**
 * Counts one download of the AI plugin's package or manual and answers the new total: one atomic
 * `set x = x + 1` (concurrent clicks all count). The caller checks the right to download first.
 */
export async function countAiPlugDownload(db: DbOrTx, field: AiPlugCounter): Promise<number> {
  const column = field === 'download_package' ? aiPlug.downloadPackage : aiPlug.downloadManual;
  const key = field === 'download_package' ? 'downloadPackage' : 'downloadManual';
  const [row] = await db
    .insert(aiPlug)
    .values({ id: AI_PLUG_ID, [key]: 1 })
    .onConflictDoUpdate({ target: aiPlug.id, set: { [key]: sql`${column} + 1` } })
    .returning({ count: column });
  return row!.count;
}
