import { signatureMatches, signFields } from './playback-token.ts';

/**
 * The short-lived grant the master playlist hands out once it has checked the lesson token and the
 * viewer's rights: `<member id or 0>.<task id>.<asset id>.<expiry>.<links until>.<signature>`, signed with
 * its own key derived from APP_SECRET. The variant playlists and the key only verify it (no database
 * rights queries), so rights lost meanwhile still play until the grant expires (docs/spec-decisions.md).
 */
export interface PlaybackGrant {
  /** 0 = a guest (preview lessons only). */
  userId: number;
  taskId: number;
  assetId: number;
  /** Unix seconds; GRANT_SECONDS after the master playlist was served. */
  expires: number;
  /** The lesson token's expiry: how long segment links may live (the player fetches them as it plays). */
  linksUntil: number;
  /**
   * Seconds of a free preview (002 §4 "Free preview"): the viewer may not play the lesson, the course lets
   * them try this much, so their media playlists end there. Absent for a full grant (whose format is
   * unchanged).
   */
  preview?: number;
}

/** A few minutes: long enough for the player to fetch its first variant and key, short for lost rights. */
export const GRANT_SECONDS = 300;

export type GrantCheck = { ok: true; grant: PlaybackGrant } | { ok: false; reason: 'invalid' | 'expired' };

const fieldsOf = (g: PlaybackGrant) =>
  g.preview
    ? [g.userId, g.taskId, g.assetId, g.expires, g.linksUntil, g.preview]
    : [g.userId, g.taskId, g.assetId, g.expires, g.linksUntil];

export function signPlaybackGrant(appSecret: string, grant: PlaybackGrant): string {
  const fields = fieldsOf(grant);
  return `${fields.join('.')}.${signFields(appSecret, 'grant', fields)}`;
}

/** Checks the signature before the expiry, so a tampered grant is 'invalid' whatever its date says. */
export function verifyPlaybackGrant(
  appSecret: string,
  value: unknown,
  nowSeconds = Math.floor(Date.now() / 1000),
): GrantCheck {
  if (typeof value !== 'string' || value.length > 160) return { ok: false, reason: 'invalid' };
  const match =
    /^(\d{1,10})\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.(\d{1,12})(?:\.([1-9]\d{0,5}))?\.([0-9a-f]{32})$/.exec(
      value,
    );
  if (!match) return { ok: false, reason: 'invalid' };
  const [userId, taskId, assetId, expires, linksUntil] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const grant: PlaybackGrant = { userId, taskId, assetId, expires, linksUntil };
  if (match[6] !== undefined) grant.preview = Number(match[6]);
  if (!signatureMatches(signFields(appSecret, 'grant', fieldsOf(grant)), match[7]!))
    return { ok: false, reason: 'invalid' };
  if (expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
