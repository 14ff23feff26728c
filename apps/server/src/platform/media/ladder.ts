/** One output of the HLS ladder. */
export interface Rung {
  name: string;
  width: number;
  height: number;
  /** Target video bitrate, kbit/s. */
  videoKbps: number;
}

/** The standard rungs with their video bitrates (H.264, talking-head and screen-capture lessons). */
export const STANDARD_RUNGS = [
  { height: 1080, videoKbps: 5000 },
  { height: 720, videoKbps: 2800 },
  { height: 480, videoKbps: 1200 },
] as const;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
const evenDown = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The ladder for a source: every standard rung not taller than the source (never upscale), and when the
 * source is smaller than the lowest rung, one rung at the source's own size, so there is always at least
 * one. Widths keep the source's aspect ratio (even numbers, as H.264 4:2:0 needs).
 */
export function planLadder(source: { width: number; height: number }): Rung[] {
  const aspect = source.width / source.height;
  const rungs = STANDARD_RUNGS.filter((r) => r.height <= source.height).map((r) => ({
    name: `${r.height}p`,
    width: even(r.height * aspect),
    height: r.height,
    videoKbps: r.videoKbps,
  }));
  if (rungs.length > 0) return rungs;
  const height = evenDown(source.height);
  const lowest = STANDARD_RUNGS[STANDARD_RUNGS.length - 1]!;
  return [
    {
      name: `${height}p`,
      width: evenDown(source.width),
      height,
      videoKbps: Math.max(200, Math.round((lowest.videoKbps * height) / lowest.height)),
    },
  ];
}
