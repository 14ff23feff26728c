import { ProductType } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { courseTasks } from '../catalogue/schema.ts';
import { grant, memberWithToken } from '../catalogue/testing.ts';
import { signPlaybackGrant } from './playback-grant.ts';
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
const grantOf = (url: string) => new URL(url, 'http://x').searchParams.get('grant')!;

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
    // The master hands out a short-lived grant; the variant playlist and the key carry it, not the token.
    expect(master.text).toContain(`/api/media/tasks/${tasks.preview.id}/v/480p/index.m3u8?grant=`);
    const grant = grantOf(master.text.split('\n').find((l) => l.startsWith('/api/'))!);
    expect(variant.status).toBe(200);
    expect(variant.text).toMatch(/\n\/files\/media\/assets\/.+\/480p\/seg_00000\.ts\?.*sig=/);
    expect(variant.text).not.toContain('key://');
    expect(keyUrlOf(variant.text)).toBe(
      `/api/media/tasks/${tasks.preview.id}/key?grant=${encodeURIComponent(grant)}`,
    );
    expect(key.status).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(key.body, asset.key)).toBe(0);
    // The signed segment link really serves the segment.
    const segmentUrl = variant.text.split('\n').find((l) => l.startsWith('/files/'))!;
    expect((await raw(segmentUrl)).status).toBe(200);
    // Without MEDIA_SEGMENT_SECRET nothing answers under /files/_hls/ (segment-links.test.ts: with it).
    expect((await raw(segmentUrl.replace(/^\/files\//, '/files/_hls/'))).status).toBe(404);
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

describe('the short-lived grant of the master playlist', () => {
  const now = () => Math.floor(Date.now() / 1000);
  /** The grant the master playlist hands out for one link. */
  async function grantFor(link: string): Promise<string> {
    const master = await raw(link);
    expect(master.status).toBe(200);
    return grantOf(master.text.split('\n').find((l) => l.startsWith('/api/'))!);
  }
  const grantUrl = (taskId: number, path: string, grant: string) =>
    `/api/media/tasks/${taskId}/${path}?grant=${encodeURIComponent(grant)}`;

  it('serves the variant and the key on its own; lost rights last until it expires, not past the master', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const member = await memberWithToken(t);
    await grant(t, member.id, ProductType.course, course.id);
    const link = (await taskLink(course.id, tasks.normal.id, member.token))!;
    const playGrant = await grantFor(link);
    expect(playGrant.split('.').slice(0, 3)).toEqual([
      String(member.id),
      String(tasks.normal.id),
      String(asset.asset.id),
    ]);
    const expires = Number(playGrant.split('.')[3]);
    expect(expires - now()).toBeGreaterThan(60);
    expect(expires - now()).toBeLessThanOrEqual(300);
    await t.ctx.db
      .delete(entitlements)
      .where(and(eq(entitlements.userId, member.id), eq(entitlements.productId, course.id)));
    // The documented trade-off: within the grant's few minutes the key is still served ...
    const key = await raw(grantUrl(tasks.normal.id, 'key', playGrant));
    expect(key.status).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(key.body, asset.key)).toBe(0);
    // ... but the master playlist (and a follow-up with the lesson token) checks the rights again.
    expect((await raw(link)).status).toBe(403);
    expect((await raw(`/api/media/tasks/${tasks.normal.id}/key?token=${tokenOf(link)}`)).status).toBe(403);
  });

  it('refuses altered, expired, other-lesson and mistaken grants with 403 and no-store', async () => {
    const { course, tasks } = await courseWithLessons(t, { assetId: asset.asset.id });
    const link = (await taskLink(course.id, tasks.preview.id))!;
    const playGrant = await grantFor(link);
    const [uid, task, assetId, expires, until, signature] = playGrant.split('.') as string[];
    const sign = (
      fields: Partial<Record<'userId' | 'taskId' | 'expires', number>>,
      secret = t.config.APP_SECRET,
    ) =>
      signPlaybackGrant(secret, {
        userId: 0,
        taskId: tasks.preview.id,
        assetId: asset.asset.id,
        expires: now() + 60,
        linksUntil: now() + 600,
        ...fields,
      });
    const cases: [number, string, string][] = [
      [
        tasks.preview.id,
        [uid, task, assetId, String(Number(expires) + 3600), until, signature].join('.'),
        '播放链接无效',
      ],
      [tasks.preview.id, ['7', task, assetId, expires, until, signature].join('.'), '播放链接无效'],
      [tasks.preview.id, [uid, task, assetId, expires, until, '0'.repeat(32)].join('.'), '播放链接无效'],
      [tasks.preview.id, sign({}, 'guessed-secret-guessed-secret-guessed'), '播放链接无效'],
      [tasks.preview.id, tokenOf(link), '播放链接无效'],
      [tasks.preview.id, 'not-a-grant', '播放链接无效'],
      [tasks.preview.id, sign({ expires: now() - 1 }), '播放链接已过期，请刷新页面'],
      [tasks.normal.id, playGrant, '无权观看该课时'],
    ];
    for (const [taskId, value, msg] of cases) {
      for (const path of ['key', 'v/480p/index.m3u8']) {
        const res = await raw(grantUrl(taskId, path, value));
        expect(res.status, `${path} ${value}`).toBe(403);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(JSON.parse(res.text)).toMatchObject({ code: 4003, msg });
      }
    }
    // A grant is no lesson token: the master playlist wants the token.
    const asToken = await raw(
      `/api/media/tasks/${tasks.preview.id}/master.m3u8?token=${encodeURIComponent(playGrant)}`,
    );
    expect(asToken.status).toBe(403);
  });

  it('answers 404 for a grant whose video is not ready', async () => {
    const pending = await readyAssetInStorage(t, 'transcoding');
    const { tasks } = await courseWithLessons(t, { assetId: pending.asset.id });
    const value = signPlaybackGrant(t.config.APP_SECRET, {
      userId: 0,
      taskId: tasks.preview.id,
      assetId: pending.asset.id,
      expires: now() + 60,
      linksUntil: now() + 600,
    });
    const res = await raw(grantUrl(tasks.preview.id, 'key', value));
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.text).msg).toBe('正在转码，请稍后......');
  });
});
