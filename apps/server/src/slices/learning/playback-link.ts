import type { Config } from '../../config.ts';
import { signPlaybackToken } from './playback-token.ts';

/**
 * Where our HLS endpoints live. The lesson token rides in the master playlist's query; the master hands
 * out a short-lived grant that rides in the variant playlists' and the key's queries (hls.js keeps the
 * query on every request, so no header or cookie is needed).
 */
export const PLAYBACK_BASE = '/api/media/tasks';

export const masterPlaylistPath = (taskId: number, token: string) =>
  `${PLAYBACK_BASE}/${taskId}/master.m3u8?token=${encodeURIComponent(token)}`;
export const variantPlaylistPath = (taskId: number, variant: string, grant: string) =>
  `${PLAYBACK_BASE}/${taskId}/v/${encodeURIComponent(variant)}/index.m3u8?grant=${encodeURIComponent(grant)}`;
export const keyPath = (taskId: number, grant: string) =>
  `${PLAYBACK_BASE}/${taskId}/key?grant=${encodeURIComponent(grant)}`;

/** A lesson's playback link for one viewer (member id, or null for a guest), valid MEDIA_LINK_TTL_SECONDS. */
export function playbackLink(
  config: Pick<Config, 'APP_SECRET' | 'MEDIA_LINK_TTL_SECONDS'>,
  viewerId: number | null,
  taskId: number,
  nowMs = Date.now(),
): string {
  const expires = Math.floor(nowMs / 1000) + config.MEDIA_LINK_TTL_SECONDS;
  return masterPlaylistPath(
    taskId,
    signPlaybackToken(config.APP_SECRET, { userId: viewerId ?? 0, taskId, expires }),
  );
}
