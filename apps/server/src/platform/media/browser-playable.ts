import { runTool } from './probe.ts';
import { defaultTools, type MediaTools } from './tools.ts';

/** Why a file would not play in every browser's <video> as it is; null when it would. */
export type PlayableProblem = 'unreadable' | 'container' | 'video' | 'audio';

interface Probed {
  format?: { format_name?: string; tags?: { major_brand?: string } };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** 4:2:0 8-bit: what Chrome, Firefox and Safari all decode in hardware or software (not 4:4:4, not 10-bit). */
const PLAYABLE_PIXELS = new Set(['yuv420p', 'yuvj420p']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3']);

/**
 * Whether a video file plays straight from a link in Chrome, Firefox, Safari and the phones' browsers: an
 * MP4 (not a QuickTime .mov, whose brand is 'qt  ') with H.264 8-bit 4:2:0 pictures and AAC or MP3 sound
 * (or none). H.265, VP9, AV1, ProRes, 10-bit and .mkv/.webm/.avi all fail somewhere, so they are told apart
 * here, read with ffprobe, before anything is stored.
 */
export async function browserPlayableProblem(
  file: string,
  tools: MediaTools = defaultTools,
  signal?: AbortSignal,
): Promise<PlayableProblem | null> {
  let probed: Probed;
  try {
    const json = await runTool(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      signal,
    );
    probed = JSON.parse(json) as Probed;
  } catch {
    return 'unreadable';
  }
  const streams = probed.streams ?? [];
  const formats = (probed.format?.format_name ?? '').split(',');
  const brand = (probed.format?.tags?.major_brand ?? '').trim();
  if (!formats.includes('mp4') || brand === 'qt') return 'container';
  // A cover picture some writers attach shows up as a one-frame 'video' stream; browsers ignore it.
  const videos = streams.filter((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (videos.length === 0) return 'unreadable';
  if (videos.some((v) => v.codec_name !== 'h264' || !PLAYABLE_PIXELS.has(v.pix_fmt ?? ''))) return 'video';
  const audios = streams.filter((s) => s.codec_type === 'audio');
  if (audios.some((a) => !PLAYABLE_AUDIO.has(a.codec_name ?? ''))) return 'audio';
  return null;
}
