import { Code, learningMessages } from '@app/contract';
import type { SessionUser } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { GRANT_SECONDS, signPlaybackGrant, verifyPlaybackGrant } from './playback-grant.ts';
import { verifyPlaybackToken } from './playback-token.ts';
import { readMediaAsset } from './read-media-asset.ts';
import { playScope } from './read-preview.ts';
import { accessToLesson, readLesson, type MediaAssetRow } from './read-lesson.ts';

/** A playback refusal: an HTTP status (403/404, never 200) with the answer's code and Chinese msg. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
  ) {}
}

/** What a playback request may serve: the lesson's ready video, for this grant. */
export interface Playable {
  taskId: number;
  asset: MediaAssetRow;
  /** The grant the follow-up requests (variant playlists, key) carry. */
  grant: string;
  /** Unix seconds until which segment links may live (the lesson token's expiry). */
  linksUntil: number;
  /** A free preview's seconds: the media playlists end there (undefined = the whole lesson). */
  preview?: number;
}

type Deps = { db: DbOrTx; config: Pick<Config, 'APP_SECRET'> };

function readyAsset(asset: MediaAssetRow | null): MediaAssetRow {
  if (!asset || asset.state !== 'ready' || !asset.outputPrefix)
    throw new Refusal(404, Code.notFound, learningMessages.transcoding);
  return asset;
}

const expiredOrInvalid = (reason: 'invalid' | 'expired') =>
  new Refusal(
    403,
    Code.forbidden,
    reason === 'expired' ? learningMessages.playbackExpired : learningMessages.playbackInvalid,
  );

/**
 * The full check, done by the master playlist: the lesson token's signature and expiry, that it was made
 * for THIS lesson, that a signed-in caller is the member it was made for, and that this member (or guest)
 * may play the lesson now (rights can be lost; a lesson can be locked). Answers a fresh grant.
 */
export async function authoriseByToken(
  deps: Deps,
  taskId: number,
  token: unknown,
  /** Looked up only once the token is good (a forged token costs no query). */
  session: () => Promise<SessionUser | null>,
  nowMs = Date.now(),
): Promise<Playable> {
  const check = verifyPlaybackToken(deps.config.APP_SECRET, token, Math.floor(nowMs / 1000));
  if (!check.ok) throw expiredOrInvalid(check.reason);
  const { claim } = check;
  if (claim.taskId !== taskId) throw new Refusal(403, Code.forbidden, learningMessages.playbackDenied);
  const caller = claim.userId === 0 ? null : await session();
  if (caller && caller.id !== claim.userId)
    throw new Refusal(403, Code.forbidden, learningMessages.playbackDenied);
  const lesson = await readLesson(deps.db, taskId, claim.userId === 0 ? null : claim.userId);
  if (!lesson) throw new Refusal(404, Code.notFound, learningMessages.taskNotFound);
  const access = await accessToLesson(deps.db, lesson, claim.userId === 0 ? null : claim.userId);
  // A viewer who may not play it gets the course's free preview, when it has one (002 §4 "Free preview").
  const scope = playScope(access, lesson.previewSeconds);
  if (scope.kind === 'none') throw new Refusal(403, Code.forbidden, learningMessages.playbackDenied);
  const preview = scope.kind === 'preview' ? scope.seconds : undefined;
  const asset = readyAsset(lesson.asset);
  const grant = signPlaybackGrant(deps.config.APP_SECRET, {
    userId: claim.userId,
    taskId,
    assetId: asset.id,
    expires: Math.floor(nowMs / 1000) + GRANT_SECONDS,
    linksUntil: claim.expires,
    ...(preview ? { preview } : {}),
  });
  return { taskId, asset, grant, linksUntil: claim.expires, ...(preview ? { preview } : {}) };
}

/**
 * The light check of the variant playlists and the key: the grant's signature and expiry and that it
 * was made for THIS lesson; then only the video is read (by id, no rights query). The grant is bound to
 * the member the master served, so no session is looked up either: like the lesson token, it alone plays.
 */
export async function authoriseByGrant(
  deps: Deps,
  taskId: number,
  value: unknown,
  nowMs = Date.now(),
): Promise<Playable> {
  const check = verifyPlaybackGrant(deps.config.APP_SECRET, value, Math.floor(nowMs / 1000));
  if (!check.ok) throw expiredOrInvalid(check.reason);
  const { grant } = check;
  if (grant.taskId !== taskId) throw new Refusal(403, Code.forbidden, learningMessages.playbackDenied);
  const asset = readyAsset(await readMediaAsset(deps.db, grant.assetId));
  return {
    taskId,
    asset,
    grant: value as string,
    linksUntil: grant.linksUntil,
    ...(grant.preview ? { preview: grant.preview } : {}),
  };
}
