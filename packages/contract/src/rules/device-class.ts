/**
 * Phones and tablets by their User-Agent (the usual tokens of iOS, Android, HarmonyOS and mobile browsers).
 * The server keys its guest page cache on it, and the web's header leaves the desktop-only menu panels out of
 * a phone's HTML (they are never shown at a phone's width): both must answer alike for one request.
 */
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|MicroMessenger/i;

export type DeviceClass = 'mobile' | 'desktop';

export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  return MOBILE_AGENT.test(userAgent ?? '') ? 'mobile' : 'desktop';
}
