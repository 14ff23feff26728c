import { spawn } from 'node:child_process';
import { MediaError } from './media-error.ts';

/**
 * Reads ffmpeg's `-progress pipe:1` stream (key=value lines, a block per update ending in
 * `progress=continue|end`) and answers the share of `durationMs` encoded so far, 0–1.
 */
export function progressParser(durationMs: number, onProgress: (fraction: number) => void) {
  let pending = '';
  let lastTimeUs = 0;
  return (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value = ''] = line.trim().split('=');
      if (key === 'out_time_us' || key === 'out_time_ms') {
        // ffmpeg 5 writes microseconds under both names.
        const us = Number(value);
        if (Number.isFinite(us) && us > 0) lastTimeUs = us;
      } else if (key === 'progress') {
        const fraction = value === 'end' ? 1 : durationMs > 0 ? lastTimeUs / 1000 / durationMs : 0;
        onProgress(Math.max(0, Math.min(1, fraction)));
      }
    }
  };
}

/**
 * Spawns ffmpeg with the given arguments (no shell), reporting progress when the arguments ask for
 * `-progress pipe:1`. The abort signal kills it at once (a stopping worker or a lost job).
 */
export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  options: { durationMs: number; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new MediaError('转码已取消'));
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const parse = progressParser(options.durationMs, options.onProgress ?? (() => {}));
    let stderr = '';
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.stdout.setEncoding('utf8').on('data', parse);
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-4000)));
    child.on('error', (error) => reject(new MediaError(`无法运行 ffmpeg：${error.message}`)));
    child.on('close', (code, signal) => {
      options.signal?.removeEventListener('abort', abort);
      if (code === 0) return resolve();
      if (options.signal?.aborted) return reject(new MediaError('转码已取消'));
      reject(new MediaError(`ffmpeg 转码失败（${signal ?? `退出码 ${code}`}）`, stderr.trim()));
    });
  });
}
