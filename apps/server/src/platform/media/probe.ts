import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { MediaError } from './media-error.ts';
import { defaultTools, type MediaTools } from './tools.ts';

export interface ProbeResult {
  durationMs: number;
  /** Display size: a phone video stored sideways with a 90° rotation tag reports its upright size. */
  width: number;
  height: number;
  /** Frames per second of the picture (25 when the file does not say). */
  fps: number;
  hasAudio: boolean;
  /** Every audio stream, in the file's order (several: a lesson with alternate languages or commentary). */
  audioStreams: ProbedAudio[];
  size: number;
}

/** What a source says about one of its audio streams; '' where it says nothing. */
export interface ProbedAudio {
  /** The language tag as stored (ISO 639-2 'chi' / 'eng', sometimes 'zh' / 'en'); 'und' counts as none. */
  language: string;
  /** The stream's title tag (Matroska, some MP4 writers). */
  title: string;
  /** The file marks this stream as the one to play by default. */
  isDefault: boolean;
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  tags?: { rotate?: string; language?: string; title?: string };
  disposition?: { default?: number };
  side_data_list?: { rotation?: number }[];
}

/** Runs a tool to completion and answers its stdout; a non-zero exit throws with the end of stderr. */
export function runTool(
  command: string,
  args: string[],
  signal?: AbortSignal,
  cwd?: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGKILL',
      cwd,
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
    child.on('error', (error) => reject(new MediaError(`无法运行 ${command}：${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new MediaError(`${command} 执行失败（退出码 ${code}）`, err.trim()));
    });
  });
}

function frameRate(text: string | undefined): number {
  const [num, den] = (text ?? '').split('/').map(Number);
  const fps = num && den ? num / den : 0;
  return fps > 0 && fps < 240 ? fps : 25;
}

/** Duration, display size, frame rate and audio presence of a video file, read with ffprobe. */
export async function probeMedia(
  file: string,
  tools: MediaTools = defaultTools,
  signal?: AbortSignal,
): Promise<ProbeResult> {
  const [json, info] = await Promise.all([
    runTool(
      tools.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      signal,
    ).catch((error: unknown) => {
      throw new MediaError('无法识别的视频文件', error instanceof MediaError ? error.detail : String(error));
    }),
    stat(file),
  ]);
  const parsed = JSON.parse(json) as { format?: { duration?: string }; streams?: FfprobeStream[] };
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  if (!video) throw new MediaError('文件中没有视频画面');
  const seconds = Number(parsed.format?.duration ?? video.duration ?? 0);
  if (!(seconds > 0)) throw new MediaError('无法读取视频时长');
  const rotation = Math.abs(
    Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0),
  );
  const sideways = rotation % 180 === 90;
  return {
    durationMs: Math.round(seconds * 1000),
    width: sideways ? video.height! : video.width!,
    height: sideways ? video.width! : video.height!,
    fps: frameRate(video.avg_frame_rate ?? video.r_frame_rate),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    audioStreams: streams
      .filter((s) => s.codec_type === 'audio')
      .map((s) => ({
        language: s.tags?.language === 'und' ? '' : (s.tags?.language ?? ''),
        title: s.tags?.title ?? '',
        isDefault: s.disposition?.default === 1,
      })),
    size: info.size,
  };
}
