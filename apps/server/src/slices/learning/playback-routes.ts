import { Code, learningMessages } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { rawRoute, type RawRouteInput } from '../../http/raw-route.ts';
import { openContentKey } from '../../platform/media/content-key.ts';
import {
  previewMediaPlaylist,
  rewriteMasterPlaylist,
  rewriteMediaPlaylist,
  segmentNames,
} from '../../platform/media/playlist.ts';
import { MASTER_PLAYLIST, MEDIA_PLAYLIST } from '../../platform/media/hls-args.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { authoriseByGrant, authoriseByToken, Refusal, type Playable } from './authorise-playback.ts';
import { mediaDeps } from './media-deps.ts';
import { keyPath, PLAYBACK_BASE, variantPlaylistPath } from './playback-link.ts';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';

/** The media playlists an asset has: its video rungs and its alternate audio renditions (none for most). */
function playlistNames(asset: Playable['asset']): string[] {
  return [...asset.renditions.map((r) => r.name), ...asset.audioTracks.map((a) => a.name)];
}
/** Segment links outlive a nearly expired lesson token a little, so a playlist fetched late still plays through. */
const MIN_SEGMENT_LINK_SECONDS = 300;

/** Stored playlists never change (each transcode run has its own prefix), so they are kept in memory. */
const playlistCache = new Map<string, string>();
async function readPlaylist(storage: ObjectStorage, key: string): Promise<string> {
  const cached = playlistCache.get(key);
  if (cached !== undefined) return cached;
  const object = await storage.get(key);
  if (!object) throw new Refusal(404, Code.notFound, learningMessages.transcoding);
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

  /** Refusals leave as HTTP 403/404 with `{code, msg}` and no-store: a player never takes one for a key. */
  function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
    request.log.info({ status: refusal.status, msg: refusal.msg }, 'playback refused');
    return reply
      .header('cache-control', 'no-store')
      .status(refusal.status)
      .send({ code: refusal.code, msg: refusal.msg, data: null });
  }

  /** A junk lesson id or variant is 'not found' like an unknown lesson; a malformed token or grant is invalid. */
  const invalid = (request: FastifyRequest, reply: FastifyReply, part: 'params' | 'query' | 'body') =>
    refuse(
      request,
      reply,
      part === 'params'
        ? new Refusal(404, Code.notFound, learningMessages.taskNotFound)
        : new Refusal(403, Code.forbidden, learningMessages.playbackInvalid),
    );

  function handle<I extends { request: FastifyRequest; reply: FastifyReply }>(
    work: (input: I) => Promise<unknown>,
  ) {
    return async (input: I) => {
      input.reply.header('cache-control', 'no-store');
      try {
        return await work(input);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return refuse(input.request, input.reply, error);
      }
    };
  }

  /** Variant playlists and the key: the grant when there is one, else the lesson token's full check. */
  function followUpCheck(
    request: FastifyRequest,
    taskId: number,
    query: { token?: string; grant?: string },
  ): Promise<Playable> {
    if (query.grant === undefined) return fullCheck(request, taskId, query.token);
    return authoriseByGrant(deps, taskId, query.grant);
  }

  function fullCheck(request: FastifyRequest, taskId: number, token: string | undefined) {
    return authoriseByToken(deps, taskId, token, () => app.ctx.sessions.userFromRequest(request));
  }

  rawRoute(
    app,
    {
      method: 'GET',
      url: `${PLAYBACK_BASE}/:taskId/master.m3u8`,
      params: lessonParams,
      query: credentials,
      invalid,
      doc: { summary: '课时 HLS 主播放列表（?token= 为课时 link 中的令牌）', tag: 'learning' },
    },
    handle<LessonInput>(async ({ params, query, request, reply }) => {
      const { taskId, asset, grant } = await fullCheck(request, params.taskId, query.token);
      const master = await readPlaylist(deps.storage, `${asset.outputPrefix}/${MASTER_PLAYLIST}`);
      const variants = new Set(playlistNames(asset));
      const text = rewriteMasterPlaylist(master, (variant) =>
        variants.has(variant) ? variantPlaylistPath(taskId, variant, grant) : 'about:blank',
      );
      return reply.type(PLAYLIST_TYPE).send(text);
    }),
  );

  rawRoute(
    app,
    {
      method: 'GET',
      url: `${PLAYBACK_BASE}/:taskId/v/:variant/index.m3u8`,
      params: variantParams,
      query: credentials,
      invalid,
      doc: {
        summary:
          '课时 HLS 分辨率（或音轨）播放列表（?grant= 为主播放列表发出的短时授权）：分片为签名链接，密钥指向密钥接口',
        tag: 'learning',
      },
    },
    handle<VariantInput>(async ({ params, query, request, reply }) => {
      const { taskId, asset, grant, linksUntil, preview } = await followUpCheck(
        request,
        params.taskId,
        query,
      );
      const { variant } = params;
      if (!playlistNames(asset).includes(variant))
        throw new Refusal(404, Code.notFound, learningMessages.taskNotFound);
      const stored = await readPlaylist(deps.storage, `${asset.outputPrefix}/${variant}/${MEDIA_PLAYLIST}`);
      // A free preview's playlist ends at the preview: the later segments are never named or signed.
      const media = preview ? previewMediaPlaylist(stored, preview) : stored;
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

  rawRoute(
    app,
    {
      method: 'GET',
      url: `${PLAYBACK_BASE}/:taskId/key`,
      params: lessonParams,
      query: credentials,
      invalid,
      doc: {
        summary: '课时 AES-128 密钥：凭主播放列表发出的短时授权（或课时令牌）给出（Cache-Control: no-store）',
        tag: 'learning',
      },
    },
    handle<LessonInput>(async ({ params, query, request, reply }) => {
      const { asset } = await followUpCheck(request, params.taskId, query);
      const key = openContentKey(deps.sealingKey, asset.keyCiphertext);
      return reply.type('application/octet-stream').header('pragma', 'no-cache').send(key);
    }),
  );
}

const taskId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((id) => id > 0);
const lessonParams = z.object({ taskId });
const variantParams = z.object({ taskId, variant: z.string().regex(/^[\w-]{1,32}$/) });
/** The lesson link's token (master playlist) or the master's grant (variant playlists, key). */
const credentials = z.object({
  token: z.string().max(300).optional(),
  grant: z.string().max(160).optional(),
});
type Credentials = z.output<typeof credentials>;
type LessonInput = RawRouteInput<z.output<typeof lessonParams>, Credentials, undefined>;
type VariantInput = RawRouteInput<z.output<typeof variantParams>, Credentials, undefined>;
