import { Code, learningMessages as LM } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-context.ts';
import { openContentKey } from '../../platform/media/content-key.ts';
import { rewriteMasterPlaylist, rewriteMediaPlaylist, segmentNames } from '../../platform/media/playlist.ts';
import { MASTER_PLAYLIST, MEDIA_PLAYLIST } from '../../platform/media/hls-args.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import {
  authoriseByGrant,
  authoriseByToken,
  Refusal,
  taskIdParam,
  type Playable,
} from './authorise-playback.ts';
import { mediaDeps } from './media-deps.ts';
import { keyPath, PLAYBACK_BASE, variantPlaylistPath } from './playback-link.ts';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Segment links outlive a nearly expired lesson token a little, so a playlist fetched late still plays through. */
const MIN_SEGMENT_LINK_SECONDS = 300;

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
 * HLS playback (master playlist, variant playlists, the AES-128 key). The master playlist carries the
 * lesson link's token and does the full check (token, lesson, member, rights now); it hands out a grant
 * of a few minutes that the variant playlists and the key carry instead, checked by signature alone
 * (authorise-playback.ts). A follow-up request still carrying a lesson token gets the full check.
 * Refusals are HTTP 403/404 — never a 200 a player could take for a key — and nothing here may be cached.
 */
export function registerPlaybackRoutes(app: App): void {
  const deps = mediaDeps(app.ctx);

  async function fullCheck(request: FastifyRequest): Promise<Playable> {
    const taskId = taskIdParam((request.params as { taskId?: unknown }).taskId);
    const token = (request.query as Record<string, unknown>).token;
    return authoriseByToken(deps, taskId, token, () => app.ctx.sessions.userFromRequest(request));
  }

  /** Variant playlists and the key: the grant when there is one, else the lesson token as before. */
  async function followUpCheck(request: FastifyRequest): Promise<Playable> {
    const grant = (request.query as Record<string, unknown>).grant;
    if (grant === undefined) return fullCheck(request);
    return authoriseByGrant(deps, taskIdParam((request.params as { taskId?: unknown }).taskId), grant);
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
      const { taskId, asset, grant } = await fullCheck(request);
      const master = await readPlaylist(deps.storage, `${asset.outputPrefix}/${MASTER_PLAYLIST}`);
      const variants = new Set(asset.renditions.map((r) => r.name));
      const text = rewriteMasterPlaylist(master, (variant) =>
        variants.has(variant) ? variantPlaylistPath(taskId, variant, grant) : 'about:blank',
      );
      return reply.type(PLAYLIST_TYPE).send(text);
    }),
  );

  app.get(
    `${PLAYBACK_BASE}/:taskId/v/:variant/index.m3u8`,
    {
      schema: schema(
        '课时 HLS 分辨率播放列表（?grant= 为主播放列表发出的短时授权）：分片为签名链接，密钥指向密钥接口',
      ),
    },
    handle(async (request, reply) => {
      const { taskId, asset, grant, linksUntil } = await followUpCheck(request);
      const { variant } = request.params as { variant: string };
      if (!asset.renditions.some((r) => r.name === variant))
        throw new Refusal(404, Code.notFound, LM.taskNotFound);
      const media = await readPlaylist(deps.storage, `${asset.outputPrefix}/${variant}/${MEDIA_PLAYLIST}`);
      const expiresInSeconds = Math.max(MIN_SEGMENT_LINK_SECONDS, linksUntil - Math.floor(Date.now() / 1000));
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
      return reply.type(PLAYLIST_TYPE).send(rewriteMediaPlaylist(media, urls, keyPath(taskId, grant)));
    }),
  );

  app.get(
    `${PLAYBACK_BASE}/:taskId/key`,
    {
      schema: schema(
        '课时 AES-128 密钥：凭主播放列表发出的短时授权（或课时令牌）给出（Cache-Control: no-store）',
      ),
    },
    handle(async (request, reply) => {
      const { asset } = await followUpCheck(request);
      const key = openContentKey(deps.sealingKey, asset.keyCiphertext);
      return reply.type('application/octet-stream').header('pragma', 'no-cache').send(key);
    }),
  );
}
