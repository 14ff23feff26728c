/** 000 §2.7 / §9: at this width or less the wide-screen toggle goes and the small-screen rule applies. */
export const SMALL_SCREEN_MAX_PX = 900;

/** What the device check reads of `navigator` (plain values, so it is testable). */
export interface DeviceSignals {
  userAgent: string;
  /** navigator.userAgentData.mobile where the browser offers it (Chromium). */
  uaMobile?: boolean;
  maxTouchPoints?: number;
  /**
   * The browser can play the lessons' encrypted HLS: natively (iOS Safari, canPlayType of the HLS type) or
   * through Media Source Extensions as hls.js does (Android browsers). Unknown counts as able (the server's
   * guess before the browser is asked).
   */
  playsHls?: boolean;
}

const HANDHELD_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone|MicroMessenger.*Mobile/i;

/**
 * The device check of 000 §2.7 ("fails" on a phone or tablet): the browser says it is mobile, or its user
 * agent names a handheld system, or it is an iPad presenting itself as a Mac (touch points > 1).
 */
export function isHandheld(device: DeviceSignals): boolean {
  if (device.uaMobile === true) return true;
  if (HANDHELD_UA.test(device.userAgent)) return true;
  return /Macintosh/.test(device.userAgent) && (device.maxTouchPoints ?? 0) > 1;
}

/**
 * '请前往PC端观看视频' (000 §2.7, §8), read as a capability check (docs/spec-decisions.md "catalogue text, phones, honest AI"): only when
 * the window is 900 px wide or less, the device is a handheld AND its browser cannot play the encrypted HLS.
 * A phone that can play plays inline (the directory under the player); a narrow desktop window still plays.
 */
export function mustWatchOnPc(windowWidth: number, device: DeviceSignals): boolean {
  return windowWidth <= SMALL_SCREEN_MAX_PX && isHandheld(device) && device.playsHls === false;
}

type MediaSourceLike = { isTypeSupported?: (type: string) => boolean } | undefined;
/** Where a browser keeps its Media Source constructors (each may be missing). */
export interface MediaSourceScope {
  MediaSource?: MediaSourceLike;
  ManagedMediaSource?: MediaSourceLike;
  WebKitMediaSource?: MediaSourceLike;
}

/** The codecs of our HLS rungs (H.264 + AAC), as hls.js asks MSE before it says it is supported. */
const HLS_MSE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

/**
 * Whether this browser plays our encrypted HLS: natively (Safari on iOS answers canPlayType for the HLS type)
 * or through MSE (Chrome and the other Android browsers; ManagedMediaSource on iOS 17.1+), which is what
 * hls.js's isSupported() checks — asked here without loading hls.js on the course page's first screen.
 */
export function browserPlaysHls(
  video: { canPlayType(type: string): string } = document.createElement('video'),
  scope: MediaSourceScope = window as MediaSourceScope,
): boolean {
  if (video.canPlayType('application/vnd.apple.mpegurl')) return true;
  const mediaSource = scope.ManagedMediaSource ?? scope.MediaSource ?? scope.WebKitMediaSource;
  return typeof mediaSource?.isTypeSupported === 'function' && mediaSource.isTypeSupported(HLS_MSE_TYPE);
}

/** The signals of this browser (only call in the browser). */
export function currentDevice(): DeviceSignals {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    userAgent: nav.userAgent,
    uaMobile: nav.userAgentData?.mobile,
    maxTouchPoints: nav.maxTouchPoints,
    playsHls: browserPlaysHls(),
  };
}
