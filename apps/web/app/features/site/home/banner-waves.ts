/**
 * The home banner's artwork: a field of phase-shifted sine curves, like a parametric surface seen edge-on.
 * Generated (not an image file) so it is crisp at any width and identical on server and client.
 */
export function bannerWavePaths(count: number, width: number, height: number, overscan = 0): string[] {
  const paths: string[] = [];
  const steps = 48;
  for (let line = 0; line < count; line += 1) {
    const t = line / Math.max(1, count - 1);
    const base = height * (0.35 + 0.5 * t);
    const amplitude = height * (0.06 + 0.1 * Math.sin(Math.PI * t));
    const phase = t * Math.PI * 1.6;
    let d = '';
    for (let step = 0; step <= steps; step += 1) {
      // Drawn past both edges by `overscan` so the drift animation never shows an end of a line.
      const x = -overscan + ((width + 2 * overscan) * step) / steps;
      const y =
        base +
        amplitude *
          Math.sin((step / steps) * Math.PI * 2.2 + phase) *
          Math.cos((step / steps) * Math.PI * 0.8 - phase / 2);
      d += `${step === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    }
    paths.push(d);
  }
  return paths;
}

/** The banner's lines in its view box (-120 0 1680 560): 22 curves drawn 120 units past each side for the drift. */
export const BANNER_VIEW_BOX = '-120 0 1680 560';
export function bannerArtLines(): { d: string; strokeWidth: number }[] {
  return bannerWavePaths(22, 1440, 560, 120).map((d, i) => ({ d, strokeWidth: i % 5 === 0 ? 1.6 : 0.8 }));
}
