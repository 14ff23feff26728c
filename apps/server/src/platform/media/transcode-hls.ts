import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nameAudioRenditions, planAudioRenditions } from './audio-renditions.ts';
import { writeKeyInfo } from './content-key.ts';
import { AUDIO_KBPS, buildHlsArgs, MASTER_PLAYLIST } from './hls-args.ts';
import { planLadder } from './ladder.ts';
import { probeMedia, type ProbeResult, runTool } from './probe.ts';
import { runFfmpeg } from './run-ffmpeg.ts';
import type { MediaAudioTrack } from './schema.ts';
import { defaultTools, type MediaTools } from './tools.ts';

export interface Rendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
}

export interface HlsOutput {
  probe: ProbeResult;
  renditions: Rendition[];
  /** Alternate audio renditions (the source had several audio streams); empty otherwise. */
  audioTracks: MediaAudioTrack[];
  /** The AES-128 content key the segments are encrypted with (seal it before storing). */
  key: Buffer;
  /** Directory holding master.m3u8 and one folder per rendition. */
  hlsDir: string;
  /** A JPEG frame for the lesson's poster. */
  coverFile: string;
}

/** The poster frame: 1 s in (or a third of a very short clip), at most 720 px high. */
export async function extractCover(
  input: string,
  output: string,
  durationMs: number,
  tools: MediaTools,
  signal?: AbortSignal,
): Promise<void> {
  const at = Math.min(1, durationMs / 3000).toFixed(3);
  await runTool(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      "scale=-2:'min(720,ih)'",
      '-q:v',
      '3',
      output,
    ],
    signal,
  );
}

/**
 * Source file → encrypted HLS ladder + cover in `workDir`: probes the source, plans the ladder (never above
 * the source) and, when the source has several audio streams, one alternate audio rendition per stream
 * (EXT-X-MEDIA, labelled in the master playlist), makes a random content key, runs one ffmpeg for all
 * outputs while reporting progress (0–1) and grabs the poster frame. Uploading and bookkeeping are the caller's.
 */
export async function transcodeToHls(
  input: string,
  workDir: string,
  options: {
    tools?: MediaTools;
    signal?: AbortSignal;
    onProgress?: (fraction: number) => void;
    preset?: string;
  } = {},
): Promise<HlsOutput> {
  const tools = options.tools ?? defaultTools;
  const probe = await probeMedia(input, tools, options.signal);
  const rungs = planLadder(probe);
  const audio = planAudioRenditions(probe.audioStreams);
  const hlsDir = path.join(workDir, 'hls');
  await mkdir(hlsDir, { recursive: true });
  const { key, keyInfoFile } = await writeKeyInfo(workDir);
  const args = buildHlsArgs({
    input,
    outDir: hlsDir,
    rungs,
    fps: probe.fps,
    hasAudio: probe.hasAudio,
    audio,
    keyInfoFile,
    progress: true,
    preset: options.preset,
  });
  await runFfmpeg(tools.ffmpeg, args, {
    durationMs: probe.durationMs,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  const audioTracks = audio.map(({ name, language, label, isDefault }) => ({
    name,
    language,
    label,
    isDefault,
  }));
  if (audioTracks.length) {
    const master = path.join(hlsDir, MASTER_PLAYLIST);
    await writeFile(master, nameAudioRenditions(await readFile(master, 'utf8'), audioTracks));
  }
  const coverFile = path.join(workDir, 'cover.jpg');
  await extractCover(input, coverFile, probe.durationMs, tools, options.signal);
  const audioKbps = probe.hasAudio ? AUDIO_KBPS : 0;
  return {
    probe,
    renditions: rungs.map((r) => ({
      name: r.name,
      width: r.width,
      height: r.height,
      bandwidth: Math.round((r.videoKbps * 1.07 + audioKbps) * 1000),
    })),
    audioTracks,
    key,
    hlsDir,
    coverFile,
  };
}

/** Every file under `dir`, as '/'-separated paths relative to it (playlists and segments). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort((a, b) => (a === MASTER_PLAYLIST ? 1 : b === MASTER_PLAYLIST ? -1 : a.localeCompare(b)));
}
