/** Rotate and mirror (002 §9): rotation in 45° steps, mirroring horizontally or vertically. */
export const ROTATE_STEP_DEGREES = 45;

export type Mirror = 'none' | 'horizontal' | 'vertical';

/** The next rotation clockwise, back to 0 after 315. */
export function nextRotation(degrees: number): number {
  return ((((Math.round(degrees / ROTATE_STEP_DEGREES) + 1) * ROTATE_STEP_DEGREES) % 360) + 360) % 360;
}

/**
 * The video element's CSS transform. At 90° / 270° the picture is scaled to fit the player's height
 * (`aspect` = width / height of the player), so a turned landscape video is not cut off.
 */
export function videoTransform(degrees: number, mirror: Mirror, aspect = 16 / 9): string {
  const parts: string[] = [];
  if (degrees % 360 !== 0) parts.push(`rotate(${degrees}deg)`);
  if (degrees % 180 === 90 && aspect > 0)
    parts.push(`scale(${Math.round(Math.min(aspect, 1 / aspect) * 1000) / 1000})`);
  if (mirror === 'horizontal') parts.push('scaleX(-1)');
  if (mirror === 'vertical') parts.push('scaleY(-1)');
  return parts.length ? parts.join(' ') : 'none';
}
