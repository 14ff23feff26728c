import { ProductType } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { courseTasks } from '../catalogue/schema.ts';
import { grant, memberWithToken } from '../catalogue/testing.ts';
import { signPlaybackToken } from './playback-token.ts';
import { entitlements } from '../../kernel/entitlements/index.ts';
import { courseWithLessons, readyAssetInStorage } from './testing.ts';

let t: TestApp;
let asset: Awaited<ReturnType<typeof readyAssetInStorage>>;
beforeAll(async () => {
  t = await startTestApp();
  asset = await readyAssetInStorage(t);
});
afterAll(() => t.close());

async function raw(url: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, text: res.body };
}
const taskLink = async (courseId: number, taskId: number, token?: string) =>
  (await t.call('GET', `/api/courses/${courseId}?task_id=${taskId}`, { token })).data.task.link as
    string | null;
const keyUrlOf = (variantPlaylist: string) => /URI="([^"]+)"/.exec(variantPlaylist)![1]!;
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

/** Master → variant → key, as a player walks it. */
async function walk(link: string, session?: string) {
  const master = await raw(link, session);
  const variantUrl = master.text.split('\n').find((l) => l.startsWith('/api/'))!;
  const variant = await raw(variantUrl, session);
  return { master, variant, key: await raw(keyUrlOf(variant.text), session) };
}

describe('HLS playback endpoints', () => {
  it('let a guest play a preview: playlists rewritten, the key served with no-store', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const link = (await taskLink(course.id, tasks.preview.id))!;
    const { master, variant, key } = await walk(link);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('no-store');
    expect(master.text).toContain(`/api/media/tasks/${tasks.preview.id}/v/480p/index.m3u8?token=`);
    expect(variant.status).toBe(200);
    expect(variant.text).toMatch(/\n\/files\/media\/assets\/.+\/480p\/seg_00000\.ts\?.*sig=/);
    expect(variant.text).not.toContain('key://');
    expect(keyUrlOf(variant.text)).toBe(
      `/api/media/tasks/${tasks.preview.id}/key?token=${encodeURIComponent(tokenOf(link))}`,
    );
    expect(key.status).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(key.body, asset.key)).toBe(0);
    // The signed segment link really serves the segment.
    const segment = await raw(variant.text.split('\n').find((l) => l.startsWith('/files/'))!);
    expect(segment.status).toBe(200);
  });

  it('serves an entitled member the key of a normal lesson, and stops when the right goes', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, course.id);
    const link = (await taskLink(course.id, tasks.normal.id, member.token))!;
    expect((await walk(link, member.token)).key.status).toBe(200);
    // Without a session header the token alone still plays (hls.js need not send Authorization).
    expect((await walk(link)).key.status).toBe(200);
    await t.ctx.db
      .delete(entitlements)
      .where(and(eq(entitlements.userId, member.id), eq(entitlements.productId, course.id)));
    const after = await raw(
      `/api/media/tasks/${tasks.normal.id}/key?token=${encodeURIComponent(tokenOf(link))}`,
    );
    expect(after.status).toBe(403);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(after.text)).toMatchObject({ code: 4003, msg: '无权观看该课时' });
  });

  it('refuses a valid token for another lesson, even one the holder may watch', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const previewToken = tokenOf((await taskLink(course.id, tasks.preview.id))!);
    for (const path of ['key', 'master.m3u8', 'v/480p/index.m3u8']) {
      const res = await raw(
        `/api/media/tasks/${tasks.normal.id}/${path}?token=${encodeURIComponent(previewToken)}`,
      );
      expect(res.status).toBe(403);
      expect(res.body.length).not.toBe(16);
    }
  });

  it("refuses a stranger's token: forged, or presented by another signed-in member", async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const [owner, stranger] = [await memberWithToken(t), await memberWithToken(t)];
    await grant(t, owner.id, ProductType.course, course.id);
    const ownerToken = tokenOf((await taskLink(course.id, tasks.normal.id, owner.token))!);
    const stolen = await raw(
      `/api/media/tasks/${tasks.normal.id}/key?token=${encodeURIComponent(ownerToken)}`,
      stranger.token,
    );
    expect(stolen.status).toBe(403);
    // A token the stranger signs for themself with a guessed secret.
    const forged = signPlaybackToken('guessed-secret-guessed-secret-guessed', {
      userId: stranger.id,
      taskId: tasks.normal.id,
      expires: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await raw(`/api/media/tasks/${tasks.normal.id}/key?token=${forged}`, stranger.token);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).msg).toBe('播放链接无效');
    // A correctly signed token for a member without rights (as if leaked from another system) is refused too.
    const noRights = signPlaybackToken(t.config.APP_SECRET, {
      userId: stranger.id,
      taskId: tasks.normal.id,
      expires: Math.floor(Date.now() / 1000) + 600,
    });
    expect((await raw(`/api/media/tasks/${tasks.normal.id}/key?token=${noRights}`)).status).toBe(403);
    for (const junk of ['', 'abc', '1.2.3.zz', `${ownerToken}x`]) {
      expect(
        (await raw(`/api/media/tasks/${tasks.normal.id}/key?token=${encodeURIComponent(junk)}`)).status,
      ).toBe(403);
    }
  });

  it('refuses an expired token', async () => {
    const { tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const expired = signPlaybackToken(t.config.APP_SECRET, {
      userId: 0,
      taskId: tasks.preview.id,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await raw(`/api/media/tasks/${tasks.preview.id}/key?token=${expired}`);
    expect(res.status).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.text).msg).toBe('播放链接已过期，请刷新页面');
  });

  it('refuses every token once a lesson is locked, and answers 404 for a video not ready', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const link = (await taskLink(course.id, tasks.preview.id))!;
    await t.ctx.db.update(courseTasks).set({ lockStatus: 1 }).where(eq(courseTasks.id, tasks.preview.id));
    expect((await raw(link)).status).toBe(403);
    const pending = await readyAssetInStorage(t, 'transcoding');
    const other = await courseWithLessons(t, { assetId: pending.asset.id });
    const token = signPlaybackToken(t.config.APP_SECRET, {
      userId: 0,
      taskId: other.tasks.preview.id,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    const res = await raw(`/api/media/tasks/${other.tasks.preview.id}/master.m3u8?token=${token}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text).msg).toBe('正在转码，请稍后......');
  });

  it('refuses variants the asset does not have and junk task ids', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const token = encodeURIComponent(tokenOf((await taskLink(course.id, tasks.preview.id))!));
    expect(
      (await raw(`/api/media/tasks/${tasks.preview.id}/v/..%2F..%2Fsecret/index.m3u8?token=${token}`)).status,
    ).toBe(404);
    expect((await raw(`/api/media/tasks/${tasks.preview.id}/v/1080p/index.m3u8?token=${token}`)).status).toBe(
      404,
    );
    expect((await raw(`/api/media/tasks/abc/key?token=${token}`)).status).toBe(404);
  });
});
