import { AUDIO_GROUP, type AudioRendition } from './audio-renditions.ts';
import type { Rung } from './ladder.ts';

export interface HlsJob {
  input: string;
  /** Directory that receives master.m3u8, <rung>/index.m3u8 and <rung>/seg_NNNNN.ts. */
  outDir: string;
  rungs: Rung[];
  fps: number;
  hasAudio: boolean;
  /**
   * Alternate audio renditions (planAudioRenditions): when given, each is its own EXT-X-MEDIA playlist and
   * the video rungs carry no audio; when empty, the source's first audio stream is muxed into every rung.
   */
  audio?: readonly AudioRendition[];
  /** ffmpeg key-info file: key URI placeholder, key file path, IV (see content-key.ts). */
  keyInfoFile: string;
  /** Write machine-readable progress to stdout (our pipeline); the bare benchmark command leaves it out. */
  progress?: boolean;
  preset?: string;
}

/** A keyframe every 2 s, so that segments cut cleanly and quality switches land on a keyframe. */
export const KEYFRAME_SECONDS = 2;
/**
 * Segments of 2 s (one keyframe interval): a seek to a part not yet loaded, and the first frame, wait for one
 * 2 s segment rather than a 6 s one (a third of the bytes: under slow 4G about 2 s instead of 5–6 s,
 * bench/README.md "Time to first frame"), for three times the segment requests per viewer (one every 2 s;
 * each is a signed link checked without the database, or a CDN hit).
 */
export const SEGMENT_SECONDS = 2;
export const AUDIO_KBPS = 128;
export const MASTER_PLAYLIST = 'master.m3u8';
export const MEDIA_PLAYLIST = 'index.m3u8';

/** ffmpeg's -var_stream_map: one entry per rung (and per audio rendition when there are alternates). */
function streamMap(job: HlsJob, alternates: readonly AudioRendition[]): string {
  if (alternates.length === 0)
    return job.rungs
      .map((r, i) => (job.hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`))
      .join(' ');
  const video = job.rungs.map((r, i) => `v:${i},agroup:${AUDIO_GROUP},name:${r.name}`);
  const audio = alternates.map((a, i) =>
    [
      `a:${i}`,
      `agroup:${AUDIO_GROUP}`,
      `name:${a.name}`,
      ...(a.language ? [`language:${a.language}`] : []),
      ...(a.isDefault ? ['default:yes'] : []),
    ].join(','),
  );
  return [...video, ...audio].join(' ');
}

/**
 * One ffmpeg process for the whole ladder: the source is decoded once and split into every rung
 * (H.264 + AAC), encrypted with AES-128 as it is segmented (audio renditions with the same key). The same
 * arguments are the "bare ffmpeg" command of bench/transcode, so the benchmark measures exactly what the
 * pipeline adds around it.
 */
export function buildHlsArgs(job: HlsJob): string[] {
  const alternates = job.hasAudio ? (job.audio ?? []) : [];
  const n = job.rungs.length;
  const split = n > 1 ? `[0:v]split=${n}${job.rungs.map((_, i) => `[s${i}]`).join('')};` : '[0:v]null[s0];';
  const scales = job.rungs.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`).join(';');
  const gop = String(Math.max(1, Math.round(job.fps * KEYFRAME_SECONDS)));
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'];
  if (job.progress) args.push('-nostats', '-progress', 'pipe:1');
  args.push('-i', job.input, '-filter_complex', split + scales);
  job.rungs.forEach((r, i) => {
    args.push('-map', `[v${i}]`);
    if (job.hasAudio && alternates.length === 0) args.push('-map', '0:a:0');
    args.push(
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.07)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
    );
  });
  // Alternates come after the rungs: ffmpeg numbers output audio streams a:0, a:1 … in this order.
  for (const audio of alternates) args.push('-map', `0:a:${audio.stream}`);
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    job.preset ?? 'veryfast',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
  );
  if (job.hasAudio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_key_info_file',
    job.keyInfoFile,
    '-hls_segment_filename',
    `${job.outDir}/%v/seg_%05d.ts`,
    '-master_pl_name',
    MASTER_PLAYLIST,
    '-var_stream_map',
    streamMap(job, alternates),
    `${job.outDir}/%v/${MEDIA_PLAYLIST}`,
  );
  return args;
}
