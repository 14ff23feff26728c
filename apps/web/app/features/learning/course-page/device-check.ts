/** 000 §2.7 / §9: at this width or less the wide-screen toggle goes and the small-screen rule applies. */
export const SMALL_SCREEN_MAX_PX = 900;

/** What the device check reads of `navigator` (plain values, so it is testable). */
export interface DeviceSignals {
  userAgent: string;
  /** navigator.userAgentData.mobile where the browser offers it (Chromium). */
  uaMobile?: boolean;
  maxTouchPoints?: number;
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
 * '请前往PC端观看视频' (000 §2.7, §8): only when BOTH the window is 900 px wide or less AND the device is
 * a handheld. A narrow desktop window still plays; a tablet in a wide window plays too.
 */
export function mustWatchOnPc(windowWidth: number, device: DeviceSignals): boolean {
  return windowWidth <= SMALL_SCREEN_MAX_PX && isHandheld(device);
}

/** The signals of this browser (only call in the browser). */
export function currentDevice(): DeviceSignals {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    userAgent: nav.userAgent,
    uaMobile: nav.userAgentData?.mobile,
    maxTouchPoints: nav.maxTouchPoints,
  };
}
