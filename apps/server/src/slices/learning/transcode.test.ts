import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { claimJob } from '../../platform/jobs/queue.ts';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { jobs } from '../../platform/jobs/schema.ts';
import { courseTasks } from '../catalogue/schema.ts';
import { importMediaFile } from './import-media.ts';
import { mediaDeps } from './media-deps.ts';
import { mediaAssets } from '../../platform/media/schema.ts';
import { courseWithLessons, makeClip } from './testing.ts';
import { makeTestClip } from '../../platform/media/synthetic-clip.ts';
import { TRANSCODE_JOB, transcodeAsset, transcodeJobHandler } from './transcode-asset.ts';

const run = promisify(execFile);
let t: TestApp;
let dir: string;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'transcode-test-'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const assetRow = async (id: number) =>
  (await t.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0]!;
const runner = (workerId: string) =>
  createJobRunner(t.ctx.db, [transcodeJobHandler(mediaDeps(t.ctx))], { workerId });

describe('video pipeline', () => {
  it('imports a clip, transcodes it through the queue to an encrypted ladder that really plays with the key', async () => {
    const clip = makeClip(path.join(dir, 'ladder.mp4'), 2, 720);
    const { course, tasks } = await courseWithLessons(t);
    const imported = await importMediaFile(mediaDeps(t.ctx), clip, tasks.preview.id);
    expect((await assetRow(imported.assetId)).state).toBe('uploaded');
    const before = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`);
    expect(before.data.task).toMatchObject({ link: null, video_status: 'transcoding' });

    expect(await runner('w1').runUntilIdle()).toBe(1);
    const asset = await assetRow(imported.assetId);
    expect(asset).toMatchObject({ state: 'ready', progress: 100, width: 1280, height: 720 });
    expect(asset.renditions.map((r) => r.name)).toEqual(['720p', '480p']);
    expect(asset.durationMs).toBeGreaterThan(1900);
    expect(asset.keyCiphertext).toMatch(/^v1:/);
    const [task] = await t.ctx.db.select().from(courseTasks).where(eq(courseTasks.id, tasks.preview.id));
    expect(task!.duration).toBe(2);
    // Segments at rest are ciphertext: plain MPEG-TS has the sync byte 0x47 every 188 bytes.
    const segment = await t.ctx.services.storage.get(`${asset.outputPrefix}/480p/seg_00000.ts`);
    const chunks: Buffer[] = [];
    for await (const chunk of segment!.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const syncBytes = Array.from({ length: 8 }, (_, i) => bytes[i * 188]);
    expect(syncBytes.filter((b) => b === 0x47).length).toBeLessThan(4);

    const page = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`);
    expect(page.data.task).toMatchObject({ video_status: 'ready', transcode_progress: 100, duration: 2 });
    expect(page.data.task.images).toMatch(/cover\.jpg\?.*sig=/);
    const url = origin + page.data.task.link;
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,height',
      '-of',
      'json',
      url,
    ]);
    const probed = JSON.parse(stdout);
    expect(Number(probed.format.duration)).toBeGreaterThan(1.5);
    expect(probed.streams.map((s: any) => s.codec_type).sort()).toEqual(
      expect.arrayContaining(['audio', 'video']),
    );
    // Decoding every frame needs the key from our key endpoint: it succeeds end to end.
    await run('ffmpeg', ['-v', 'error', '-i', url, '-map', '0:v:0', '-f', 'null', '-']);
  }, 180_000);

  it('serves the alternate audio tracks of a two-track source through the lesson link, keyed like the rungs', async () => {
    const clip = makeTestClip(path.join(dir, 'bilingual.mp4'), {
      seconds: 2,
      height: 360,
      tones: [
        { frequency: 440, language: 'chi' },
        { frequency: 660, language: 'eng' },
      ],
    });
    const { course, tasks } = await courseWithLessons(t);
    const imported = await importMediaFile(mediaDeps(t.ctx), clip, tasks.preview.id);
    expect(await runner('w-audio').runUntilIdle()).toBe(1);
    const asset = await assetRow(imported.assetId);
    expect(asset.audioTracks.map((a) => [a.name, a.label])).toEqual([
      ['audio-0', '中文'],
      ['audio-1', 'English'],
    ]);
    const page = await t.call('GET', `/api/courses/${course.id}?task_id=${tasks.preview.id}`);
    const url = origin + page.data.task.link;
    const master = await (await fetch(url)).text();
    const audioUris = [...master.matchAll(/TYPE=AUDIO[^\n]*URI="([^"]+)"/g)].map((m) => m[1]!);
    expect(audioUris).toHaveLength(2);
    expect(audioUris[1]).toMatch(/\/v\/audio-1\/index\.m3u8\?grant=/);
    const audioPlaylist = await (await fetch(origin + audioUris[1])).text();
    expect(audioPlaylist).toMatch(/#EXT-X-KEY:METHOD=AES-128,URI="[^"]*\/key\?grant=/);
    expect(audioPlaylist).toMatch(/seg_00000\.ts\?.*sig=/);
    // A name that is neither a rung nor a track of this asset is still unknown.
    const other = audioUris[1]!.replace('audio-1', 'audio-7');
    expect((await fetch(origin + other)).status).toBe(404);
    // ffmpeg plays the English track end to end: playlist, signed segments and the key.
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type',
      '-of',
      'json',
      url,
    ]);
    const kinds = (JSON.parse(stdout) as { streams: { codec_type: string }[] }).streams.map(
      (s) => s.codec_type,
    );
    expect(kinds.filter((k) => k === 'audio')).toHaveLength(2);
    await run('ffmpeg', ['-v', 'error', '-i', url, '-map', '0:a:1', '-f', 'null', '-']);
  }, 180_000);

  it('finishes a transcode once when its worker died mid-way (expired lease)', async () => {
    const clip = makeClip(path.join(dir, 'crash.mp4'), 2, 360);
    const { tasks } = await courseWithLessons(t);
    const { assetId, jobId } = await importMediaFile(mediaDeps(t.ctx), clip, tasks.normal.id);
    // Worker A claims the job and starts (the asset is 'transcoding' under A's run), then is killed.
    const dead = (await claimJob(t.ctx.db, {
      workerId: 'killed-worker',
      kinds: [TRANSCODE_JOB],
      leaseMs: 60_000,
    }))!;
    expect(dead.id).toBe(jobId);
    await t.ctx.db
      .update(mediaAssets)
      .set({ state: 'transcoding', runId: 'run-of-dead-worker', progress: 37 })
      .where(eq(mediaAssets.id, assetId));
    expect(await runner('w2').runUntilIdle()).toBe(0);
    await t.ctx.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, jobId!));

    expect(await runner('w2').runUntilIdle()).toBe(1);
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, jobId!));
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    const asset = await assetRow(assetId);
    expect(asset).toMatchObject({ state: 'ready' });
    expect(asset.runId).not.toBe('run-of-dead-worker');
    expect(asset.renditions.map((r) => r.name)).toEqual(['360p']);
    expect(await runner('w3').runUntilIdle()).toBe(0);
  }, 180_000);

  it('lets only the newest of two overlapping runs finish; the stale one removes its output', async () => {
    const clip = makeClip(path.join(dir, 'race.mp4'), 2, 240, false);
    const { tasks } = await courseWithLessons(t);
    const { assetId } = await importMediaFile(mediaDeps(t.ctx), clip, tasks.normal.id);
    const deps = mediaDeps(t.ctx);
    const stale = transcodeAsset(deps, assetId);
    let staleRun: string | null = null;
    while (!staleRun) {
      await new Promise((r) => setTimeout(r, 20));
      staleRun = (await assetRow(assetId)).runId;
    }
    const fresh = transcodeAsset(deps, assetId);
    expect(await Promise.all([stale, fresh])).toEqual(['superseded', 'ready']);
    const asset = await assetRow(assetId);
    expect(asset.outputPrefix).not.toContain(staleRun);
    expect(await t.ctx.services.storage.exists(`media/assets/${assetId}/${staleRun}/hls/master.m3u8`)).toBe(
      false,
    );
    expect(await t.ctx.services.storage.exists(`${asset.outputPrefix}/master.m3u8`)).toBe(true);
    // Running again on a ready asset changes nothing.
    expect(await transcodeAsset(deps, assetId)).toBe('skipped');
  }, 180_000);

  it('refuses a file that is not a video, and marks an asset failed when its last attempt fails', async () => {
    const notVideo = path.join(dir, 'notes.mp4');
    writeFileSync(notVideo, '这不是视频');
    const { tasks } = await courseWithLessons(t);
    await expect(importMediaFile(mediaDeps(t.ctx), notVideo, tasks.normal.id)).rejects.toThrow(
      '无法识别的视频文件',
    );
    await expect(importMediaFile(mediaDeps(t.ctx), notVideo, 2_000_000_000)).rejects.toThrow(
      '课时 2000000000 不存在',
    );

    const clip = makeClip(path.join(dir, 'gone.mp4'), 1, 240);
    const { assetId, jobId } = await importMediaFile(mediaDeps(t.ctx), clip, tasks.normal.id);
    await t.ctx.services.storage.delete((await assetRow(assetId)).sourceKey);
    await t.ctx.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, jobId!));
    // (The race test's job for its now-ready asset is still queued: it runs and is skipped.)
    await runner('w4').runUntilIdle();
    expect((await t.ctx.db.select().from(jobs).where(eq(jobs.id, jobId!)))[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
    });
    expect(await assetRow(assetId)).toMatchObject({ state: 'failed' });
    expect((await assetRow(assetId)).error).toContain('源视频不存在');
  }, 60_000);
});
