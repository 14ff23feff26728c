import type { AppContext } from '../../app-context.ts';
import { mediaSealingKey } from '../../platform/media/content-key.ts';
import type { JobHandler } from '../../platform/jobs/runner.ts';
import { mediaDeps } from './media-deps.ts';
import { transcodeJobHandler } from './transcode-asset.ts';

/** The learning slice's queued jobs (video transcoding), for the worker role. */
export function learningJobHandlers(ctx: AppContext): JobHandler[] {
  if (ctx.config.isProduction && mediaSealingKey(ctx.config).source !== 'MEDIA_KEY_SECRET') {
    ctx.log.warn(
      'MEDIA_KEY_SECRET 未设置：视频密钥由 APP_SECRET 派生加密，更换 APP_SECRET 后已转码的视频将无法播放',
    );
  }
  return [transcodeJobHandler(mediaDeps(ctx))];
}
