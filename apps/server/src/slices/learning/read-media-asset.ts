import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { MediaAssetRow } from './read-lesson.ts';
import { mediaAssets } from '../../platform/media/schema.ts';

/** One video by id (a grant names it; the rights were checked when the grant was made). */
export async function readMediaAsset(db: DbOrTx, assetId: number): Promise<MediaAssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
  return row ?? null;
}
