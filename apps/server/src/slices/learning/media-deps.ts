import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { mediaSealingKey } from '../../platform/media/content-key.ts';
import type { MediaTools } from '../../platform/media/tools.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** What the video pipeline needs: the database, storage, the tools and the key that seals content keys. */
export interface MediaDeps {
  db: DbOrTx;
  storage: ObjectStorage;
  config: Config;
  tools: MediaTools;
  sealingKey: Buffer;
}

export function mediaTools(config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>): MediaTools {
  return { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH };
}

export function mediaDeps(ctx: Pick<AppContext, 'db' | 'config' | 'services'>): MediaDeps {
  return {
    db: ctx.db,
    storage: ctx.services.storage,
    config: ctx.config,
    tools: mediaTools(ctx.config),
    sealingKey: mediaSealingKey(ctx.config).key,
  };
}
