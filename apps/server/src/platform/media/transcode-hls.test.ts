// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { execFile } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_URI_PLACEHOLDER } from './content-key.ts';
import { MASTER_PLAYLIST } from './hls-args.ts';
import { makeTestClip } from './synthetic-clip.ts';
import { transcodeToHls, type HlsOutput } from './transcode-hls.ts';

const run = promisify(execFile);
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'transcode-hls-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (output: HlsOutput, name: string) => readFileSync(path.join(output.hlsDir, name), 'utf8');

/** Decrypts a stored segment with the content key and the IV of its playlist, and lists its streams. */
async function decryptedStreams(output: HlsOutput, folder: string): Promise<string[]> {
  const playlist = read(output, `${folder}/index.m3u8`);
  const iv = /IV=0x([0-9a-f]{32})/i.exec(playlist)![1]!;
  const decipher = createDecipheriv('aes-128-cbc', output.key, Buffer.from(iv, 'hex'));
  const sealed = readFileSync(path.join(output.hlsDir, folder, 'seg_00000.ts'));
  const plain = Buffer.concat([decipher.update(sealed), decipher.final()]);
  const file = path.join(dir, `${folder}-${Date.now()}.ts`);
  writeFileSync(file, plain);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type',
    '-of',
    'json',
    file,
  ]);
  return (JSON.parse(stdout) as { streams: { codec_type: string }[] }).streams.map((s) => s.codec_type);
}

describe('transcodeToHls', () => {
  it('gives a source with two audio streams an audio group: labelled renditions, silent rungs, one key', async () => {
    const clip = makeTestClip(path.join(dir, 'two-tracks.mp4'), {
      seconds: 2,
      height: 360,
      tones: [
        { frequency: 440, language: 'chi' },
        { frequency: 660, language: 'eng' },
      ],
    });
    const output = await transcodeToHls(clip, path.join(dir, 'two'), { preset: 'ultrafast' });
    expect(output.probe.audioStreams.map((a) => a.language)).toEqual(['chi', 'eng']);
    expect(output.audioTracks).toEqual([
      { name: 'audio-0', language: 'zh', label: '中文', isDefault: true },
      { name: 'audio-1', language: 'en', label: 'English', isDefault: false },
    ]);
    expect(output.renditions.map((r) => r.name)).toEqual(['360p']);

    const master = read(output, MASTER_PLAYLIST);
    const media = master.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    expect(media).toHaveLength(2);
    expect(media[0]).toMatch(
      /TYPE=AUDIO,GROUP-ID="group_audio",NAME="中文",DEFAULT=YES,LANGUAGE="zh",URI="audio-0\//,
    );
    expect(media[1]).toMatch(/NAME="English",DEFAULT=NO,LANGUAGE="en",URI="audio-1\//);
    expect(master).toMatch(/#EXT-X-STREAM-INF:[^\n]*AUDIO="group_audio"\n360p\/index\.m3u8/);

    // Audio renditions are segmented and encrypted like the rungs, with the same key placeholder.
    for (const folder of ['audio-0', 'audio-1', '360p']) {
      expect(read(output, `${folder}/index.m3u8`)).toContain(
        `#EXT-X-KEY:METHOD=AES-128,URI="${KEY_URI_PLACEHOLDER}"`,
      );
    }
    expect(await decryptedStreams(output, '360p')).toEqual(['video']);
    expect(await decryptedStreams(output, 'audio-0')).toEqual(['audio']);
    expect(await decryptedStreams(output, 'audio-1')).toEqual(['audio']);
  }, 60_000);

  it('keeps the muxed ladder for a source with one audio stream', async () => {
    const clip = makeTestClip(path.join(dir, 'one-track.mp4'), { seconds: 2, height: 360 });
    const output = await transcodeToHls(clip, path.join(dir, 'one'), { preset: 'ultrafast' });
    expect(output.audioTracks).toEqual([]);
    expect(read(output, MASTER_PLAYLIST)).not.toContain('#EXT-X-MEDIA');
    expect(existsSync(path.join(output.hlsDir, 'audio-0'))).toBe(false);
    expect((await decryptedStreams(output, '360p')).sort()).toEqual(['audio', 'video']);
  }, 60_000);
});
