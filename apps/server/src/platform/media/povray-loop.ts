import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { povrayArgs } from './povray-render.ts';
import { type SceneParams, sceneSdl } from './povray-scene.ts';
import { runTool } from './probe.ts';

/**
 * A short seamless loop of a scene for the home's banner video: the camera orbits a little (the scene's
 * clock 0→1), then the frames play back reversed, so the last frame meets the first. H.264 without sound,
 * small and low frame rate: it plays muted behind text, and a visitor downloads it on every first visit.
 */
export interface LoopOptions {
  width: number;
  height: number;
  /** Frames traced (the video has twice as many: forward, then back). */
  frames: number;
  fps: number;
}

export const LOOP_SETTINGS = 'h264-crf30-pingpong';

export async function renderSceneLoop(
  tools: { povray: string; ffmpeg: string },
  scene: SceneParams,
  options: LoopOptions,
): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'povray-loop-'));
  try {
    const frames = Array.from({ length: options.frames }, (_, i) => i);
    const trace = async (i: number) => {
      const frameDir = await mkdtemp(path.join(dir, 'f-'));
      const clock = options.frames > 1 ? i / (options.frames - 1) : 0;
      await writeFile(path.join(frameDir, 'scene.pov'), sceneSdl({ ...scene, clock }));
      const out = path.join(dir, `f${String(i).padStart(3, '0')}.png`);
      await runTool(tools.povray, povrayArgs({ sdl: '', ...options }, out), undefined, frameDir);
    };
    // Two frames at a time: one POV-Ray process per core.
    const queue = [...frames];
    const next = async (): Promise<void> => {
      const i = queue.shift();
      if (i === undefined) return;
      await trace(i);
      return next();
    };
    await Promise.all([next(), next()]);
    await runTool(
      tools.ffmpeg,
      [
        ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
        ...['-framerate', String(options.fps), '-i', 'f%03d.png'],
        ...['-filter_complex', '[0:v]split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1[v]', '-map', '[v]'],
        ...['-c:v', 'libx264', '-preset', 'medium', '-crf', '30', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', '-an', 'loop.mp4'],
      ],
      undefined,
      dir,
    );
    return await readFile(path.join(dir, 'loop.mp4'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
