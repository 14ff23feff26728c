/**
 * Where the viewer was in each video and the volume they chose, kept in the browser's localStorage
 * (000 §4 Playback, 002 "Resume position"). Positions are keyed by the video id (the lesson id).
 */

/** Default volume when nothing is stored (000 §9, 002 §9). */
export const DEFAULT_VOLUME = 0.3;

const POSITION_PREFIX = 'player:position:';
const VOLUME_KEY = 'player:volume';

/** Stops this close to the end count as finished: resuming there would end the video at once. */
const NEAR_END_SECONDS = 2;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes): the player then simply does not remember.
    return null;
  }
}

export function positionKey(videoId: string | number): string {
  return `${POSITION_PREFIX}${videoId}`;
}

/**
 * The key of a video's position (002 §3 "Resume position"): by its id when it has one, else by its source
 * URL without the query string (a refreshed token must find the same position).
 */
export function resumeKey(videoId: string | number | null | undefined, src: string): string {
  if (videoId !== null && videoId !== undefined && videoId !== '') return positionKey(videoId);
  return positionKey(src.split(/[?#]/)[0] ?? src);
}

/** The stored position of a video in seconds, or 0 when none (or unreadable). */
export function readPosition(videoId: string | number, store = browserStorage()): number {
  const value = Number(store?.getItem(positionKey(videoId)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Saves a position; like 002 says, only a non-zero one (a fresh page must not wipe what was there). */
export function savePosition(videoId: string | number, seconds: number, store = browserStorage()): void {
  if (!store || !Number.isFinite(seconds) || seconds <= 0) return;
  try {
    store.setItem(positionKey(videoId), String(Math.round(seconds * 10) / 10));
  } catch {
    // quota exceeded: not worth interrupting playback
  }
}

/** The stored volume (0–1), or 0.3 when none was stored. */
export function readVolume(store = browserStorage()): number {
  const raw = store?.getItem(VOLUME_KEY);
  if (raw === null || raw === undefined || raw === '') return DEFAULT_VOLUME;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_VOLUME;
}

export function saveVolume(volume: number, store = browserStorage()): void {
  if (!store || !Number.isFinite(volume) || volume < 0 || volume > 1) return;
  try {
    store.setItem(VOLUME_KEY, String(Math.round(volume * 100) / 100));
  } catch {
    // see savePosition
  }
}

/**
 * Where to start (000 §4): the locally stored position, else the server's `watch`, when above 0. A point
 * at (or within 2 s of) the end starts the video over; an unknown duration (0/NaN) trusts the point.
 */
export function resumeTarget(local: number, server: number, duration: number): number {
  const point = local > 0 ? local : server > 0 ? server : 0;
  if (point <= 0) return 0;
  if (Number.isFinite(duration) && duration > 0 && point >= duration - NEAR_END_SECONDS) return 0;
  return point;
}
