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

/**
 * The banner artwork as a standalone SVG file (banner-art.svg, written by apps/web/scripts/write-banner-art.ts):
 * a cached image instead of 15 KB of path markup in every home page. Its view box takes in the lines' overscan
 * (120 units past each side): the drift is a CSS animation of the whole image (home.css), which the compositor
 * runs without repainting the image, where an animation inside the SVG made the page repaint its 22 curves
 * on the main thread every frame for as long as it was open.
 */
export function bannerArtSvg(): string {
  const paths = bannerWavePaths(22, 1440, 560, 120)
    .map((d, i) => `<path d="${d}" stroke-width="${i % 5 === 0 ? 1.6 : 0.8}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-120 0 1680 560" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="l" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#4f8cff" stop-opacity="0"/><stop offset=".45" stop-color="#6ea8ff" stop-opacity=".9"/><stop offset="1" stop-color="#a78bfa" stop-opacity=".2"/></linearGradient></defs>
<g fill="none" stroke="url(#l)">${paths}</g>
</svg>
`;
}
