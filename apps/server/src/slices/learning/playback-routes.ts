import { Code, learningMessages as LM } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-context.ts';
import { openContentKey } from '../../platform/media/content-key.ts';
import { rewriteMasterPlaylist, rewriteMediaPlaylist, segmentNames } from '../../platform/media/playlist.ts';
import { MASTER_PLAYLIST, MEDIA_PLAYLIST } from '../../platform/media/hls-args.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { mayPlay } from './lesson-access.ts';
import { mediaDeps } from './media-deps.ts';
import { keyPath, PLAYBACK_BASE, variantPlaylistPath } from './playback-link.ts';
import { verifyPlaybackToken, type PlaybackClaim } from './playback-token.ts';
import { accessToLesson, readLesson, type MediaAssetRow } from './read-lesson.ts';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Segment links outlive a nearly expired token a little, so a playlist fetched late still plays through. */
const MIN_SEGMENT_LINK_SECONDS = 300;

class Refusal {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
  ) {}
}

/** Stored playlists never change (each transcode run has its own prefix), so they are kept in memory. */
const playlistCache = new Map<string, string>();
async function readPlaylist(storage: ObjectStorage, key: string): Promise<string> {
  const cached = playlistCache.get(key);
  if (cached !== undefined) return cached;
  const object = await storage.get(key);
  if (!object) throw new Refusal(404, Code.notFound, LM.transcoding);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  const text = Buffer.concat(chunks).toString('utf8');
  if (playlistCache.size >= 500) playlistCache.delete(playlistCache.keys().next().value!);
  playlistCache.set(key, text);
  return text;
}

/**
 * HLS playback (master playlist, variant playlists, the AES-128 key). Every request carries the token of
 * the lesson link and is checked afresh: signature and expiry, that it was made for THIS lesson, that a
 * signed-in caller is the member it was made for, and that this member (or guest) may still play the
 * lesson now (rights can be lost; a lesson can be locked). Refusals are HTTP 403/404 — never a 200 a
 * player could take for a key — and nothing here may be cached.
 */
export function registerPlaybackRoutes(app: App): void {
  const deps = mediaDeps(app.ctx);

  async function authorise(
    request: FastifyRequest,
  ): Promise<{ claim: PlaybackClaim; token: string; asset: MediaAssetRow }> {
    const { taskId: rawTaskId } = request.params as { taskId: string };
    const taskId = /^\d{1,10}$/.test(rawTaskId) ? Number(rawTaskId) : 0;
    if (taskId <= 0) throw new Refusal(404, Code.notFound, LM.taskNotFound);
    const token = (request.query as Record<string, unknown>).token;
    const check = verifyPlaybackToken(deps.config.APP_SECRET, token);
    if (!check.ok)
      throw new Refusal(
        403,
        Code.forbidden,
        check.reason === 'expired' ? LM.playbackExpired : LM.playbackInvalid,
      );
    const { claim } = check;
    if (claim.taskId !== taskId) throw new Refusal(403, Code.forbidden, LM.playbackDenied);
    const session = await app.ctx.sessions.userFromRequest(request);
    if (session && claim.userId !== 0 && session.id !== claim.userId)
      throw new Refusal(403, Code.forbidden, LM.playbackDenied);
    const lesson = await readLesson(deps.db, taskId);
    if (!lesson) throw new Refusal(404, Code.notFound, LM.taskNotFound);
    if (!mayPlay(await accessToLesson(deps.db, lesson, claim.userId === 0 ? null : claim.userId)))
      throw new Refusal(403, Code.forbidden, LM.playbackDenied);
    const asset = lesson.asset;
    if (!asset || asset.state !== 'ready' || !asset.outputPrefix)
      throw new Refusal(404, Code.notFound, LM.transcoding);
    return { claim, token: token as string, asset };
  }

  function handle(work: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await work(request, reply);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        request.log.info({ status: error.status, msg: error.msg }, 'playback refused');
        return reply.status(error.status).send({ code: error.code, msg: error.msg, data: null });
      }
    };
  }

  const schema = (summary: string) => ({ summary, tags: ['learning'] });

  app.get(
    `${PLAYBACK_BASE}/:taskId/master.m3u8`,
    { schema: schema('课时 HLS 主播放列表（?token= 为课时 link 中的令牌）') },
    handle(async (request, reply) => {
      const { claim, token, asset } = await authorise(request);
      const master = await readPlaylist(deps.storage, `${asset.outputPrefix}/${MASTER_PLAYLIST}`);
      const variants = new Set(asset.renditions.map((r) => r.name));
      const text = rewriteMasterPlaylist(master, (variant) =>
        variants.has(variant) ? variantPlaylistPath(claim.taskId, variant, token) : 'about:blank',
      );
      return reply.type(PLAYLIST_TYPE).send(text);
    }),
  );

  app.get(
    `${PLAYBACK_BASE}/:taskId/v/:variant/index.m3u8`,
    { schema: schema('课时 HLS 分辨率播放列表：分片为签名链接，密钥指向密钥接口') },
    handle(async (request, reply) => {
      const { claim, token, asset } = await authorise(request);
      const { variant } = request.params as { variant: string };
      if (!asset.renditions.some((r) => r.name === variant))
        throw new Refusal(404, Code.notFound, LM.taskNotFound);
      const media = await readPlaylist(deps.storage, `${asset.outputPrefix}/${variant}/${MEDIA_PLAYLIST}`);
      const expiresInSeconds = Math.max(
        MIN_SEGMENT_LINK_SECONDS,
        claim.expires - Math.floor(Date.now() / 1000),
      );
      const names = segmentNames(media).filter((n) => /^[\w.-]{1,64}$/.test(n));
      const urls = new Map(
        await Promise.all(
          names.map(
            async (n) =>
              [
                n,
                await deps.storage.signedUrl(`${asset.outputPrefix}/${variant}/${n}`, { expiresInSeconds }),
              ] as const,
          ),
        ),
      );
      return reply.type(PLAYLIST_TYPE).send(rewriteMediaPlaylist(media, urls, keyPath(claim.taskId, token)));
    }),
  );

  app.get(
    `${PLAYBACK_BASE}/:taskId/key`,
    { schema: schema('课时 AES-128 密钥：令牌与观看权限都通过时才给出（Cache-Control: no-store）') },
    handle(async (request, reply) => {
      const { asset } = await authorise(request);
      const key = openContentKey(deps.sealingKey, asset.keyCiphertext);
      return reply.type('application/octet-stream').header('pragma', 'no-cache').send(key);
    }),
  );
}
