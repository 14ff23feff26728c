import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createJobRunner } from '../platform/jobs/runner.ts';
import { MediaError } from '../platform/media/media-error.ts';
import { importMediaFile } from '../slices/learning/index.ts';
import { mediaDeps } from '../slices/learning/index.ts';
import { mediaAssets } from '../platform/media/schema.ts';
import { transcodeJobHandler } from '../slices/learning/index.ts';
import { runCli, withCliContext } from './cli-context.ts';

const usage = `用法：npm run media:import -- 视频文件 --task 课时ID [--wait]
  把本地视频导入为该课时的视频：检查文件（ffprobe）、存入存储、排队转码（HLS 1080/720/480，AES-128 加密）。
  不带 --wait：由服务器的 worker 角色转码（服务器需在运行）。
  带 --wait：在本进程中立即转码并等待完成（使用内置 PGlite 时请先停止服务器再用此方式）。
数据库与文件位置与服务器相同（DATABASE_URL / DATA_DIR）。`;

function parseArgs(argv: string[]): { file: string; taskId: number; wait: boolean } | { error: string } {
  let file = '';
  let taskId = 0;
  let wait = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { error: '' };
    if (arg === '--wait') wait = true;
    else if (arg === '--task') {
      const value = argv[++i] ?? '';
      if (!/^\d{1,10}$/.test(value) || Number(value) <= 0)
        return { error: `--task 需要一个正整数课时 ID，收到：${value || '（空）'}` };
      taskId = Number(value);
    } else if (arg.startsWith('--')) return { error: `未知参数：${arg}` };
    else if (file) return { error: `只能导入一个文件，多余的参数：${arg}` };
    else file = arg;
  }
  if (!file) return { error: '缺少视频文件路径' };
  if (!taskId) return { error: '缺少 --task 课时ID' };
  return { file: path.resolve(file), taskId, wait };
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error ? `${parsed.error}\n\n${usage}` : usage);
    return parsed.error ? 64 : 0;
  }
  if (!existsSync(parsed.file)) {
    console.error(`文件不存在：${parsed.file}`);
    return 66;
  }
  return withCliContext(async (ctx) => {
    try {
      const deps = { ...mediaDeps(ctx), db: ctx.db };
      const imported = await importMediaFile(deps, parsed.file, parsed.taskId);
      const seconds = (imported.probe.durationMs / 1000).toFixed(1);
      console.log(
        `已导入：课时 #${imported.task.id}「${imported.task.name}」← ${path.basename(parsed.file)}（${imported.probe.width}×${imported.probe.height}，${seconds} 秒）`,
      );
      console.log(`视频资源 #${imported.assetId}，转码任务 #${imported.jobId} 已排队。`);
      if (!parsed.wait) {
        console.log(
          '服务器的 worker 会转码；完成前课程页显示「正在转码，请稍后......」。加 --wait 可在本进程中立即转码。',
        );
        return 0;
      }
      const runner = createJobRunner(ctx.db, [transcodeJobHandler(deps)], {
        workerId: `media-import:${process.pid}`,
      });
      const timer = setInterval(async () => {
        const [row] = await ctx.db
          .select({ progress: mediaAssets.progress })
          .from(mediaAssets)
          .where(eq(mediaAssets.id, imported.assetId));
        if (row) process.stdout.write(`\r转码中…… ${row.progress}%   `);
      }, 1000);
      const stateOf = async () =>
        (
          await ctx.db
            .select({ state: mediaAssets.state })
            .from(mediaAssets)
            .where(eq(mediaAssets.id, imported.assetId))
        )[0]?.state;
      try {
        // Jobs queued earlier run first (the queue is first come, first served); stop once ours is settled.
        while (
          (await runner.runNext()) !== 'idle' &&
          !['ready', 'failed'].includes((await stateOf()) ?? 'failed')
        );
      } finally {
        clearInterval(timer);
      }
      const [asset] = await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, imported.assetId));
      if (asset?.state !== 'ready') {
        console.error(`\n转码未完成（${asset?.state ?? '资源不存在'}）：${asset?.error ?? ''}`);
        return 1;
      }
      console.log(`\n转码完成：${asset.renditions.map((r) => r.name).join(' / ')}，课时现在可以播放。`);
      return 0;
    } catch (error) {
      if (error instanceof MediaError) {
        console.error(`导入失败：${error.message}${error.detail ? `\n${error.detail}` : ''}`);
        return 65;
      }
      throw error;
    }
  });
}

runCli(main);
