import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { mediaAssets } from '../../platform/media/schema.ts';
import { courseTasks, pluginVersions } from '../catalogue/schema.ts';
import { mediaDeps, transcodeJobHandler } from '../learning/index.ts';
import { makeClip } from '../learning/testing.ts';
import { contributions } from './schema.ts';
import { catalogueRefs, member, png, upload } from './testing.ts';

/**
 * Approval publishes into the public catalogue: a course whose lesson video went through the transcode
 * pipeline (progress shown on the submission), a plugin with its versions (and the approved-plugin
 * versions-only edit), a material with its images and file; the creator is the teacher / author.
 */
let t: TestApp;
let dir: string;
let creator: { id: number; token: string };
let image: string;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'creator-publish-'));
  creator = await member(t, { creator: true });
  image = (
    await upload(t, creator.token, { purpose: 'image', name: 'c.png', content: png(), type: 'image/png' })
  ).key;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const review = (kind: string, id: number) =>
  t.call('POST', `/api/dev/creator/${kind}/${id}/review`, { body: { decision: 'approve' } });
const entry = async (kind: string, id: number) =>
  (await t.call('GET', `/api/getUserPut/${kind}`, { token: creator.token })).data.data.find(
    (e: { id: number }) => e.id === id,
  );

describe('publishing', () => {
  it('transcodes a submitted course video with visible progress, and approval makes it a playable public course', async () => {
    const refs = await catalogueRefs(t, 'course');
    const clip = readFileSync(makeClip(path.join(dir, 'lesson.mp4'), 2, 360));
    const video = (
      await upload(t, creator.token, {
        purpose: 'video',
        name: 'lesson.mp4',
        content: clip,
        type: 'video/mp4',
      })
    ).key;
    const annex = (
      await upload(t, creator.token, {
        purpose: 'annex',
        name: '课件.zip',
        content: Buffer.alloc(100, 1),
        type: 'application/zip',
      })
    ).key;
    const put = await t.call('POST', '/api/userput/course', {
      token: creator.token,
      body: {
        images: image,
        name: '创作者的课程',
        tag: [refs.tagId],
        price: 8,
        type: '原创',
        author: '创作者本人',
        cate_id: refs.cateId,
        intro: '<p>课程介绍</p>',
        push: 1,
        status: 2,
        detailList: [
          { name: '第一章', type: 'chapter', index: 1 },
          { name: '第一课', type: 'task', index: 2, parent: 1, link: video },
          {
            name: '资料',
            type: 'annex',
            index: 3,
            parent: 1,
            link: annex,
            fileList: [{ name: '课件.zip', url: annex }],
          },
        ],
      },
    });
    expect(put.code).toBe(200);
    const queued = await entry('course', put.data.id);
    expect(queued.transcode).toEqual({ state: 'uploaded', progress: 0 });
    expect(queued.detailList[1].transcode).toEqual({ state: 'uploaded', progress: 0 });

    const runner = createJobRunner(t.ctx.db, [transcodeJobHandler(mediaDeps(t.ctx))], {
      workerId: 'creator-test',
    });
    expect(await runner.runUntilIdle()).toBe(1);
    expect((await entry('course', put.data.id)).transcode).toEqual({ state: 'ready', progress: 100 });

    const approved = await review('course', put.data.id);
    expect(approved.code).toBe(200);
    const courseId = approved.data.published_id;
    const [task] = await t.ctx.db.select().from(courseTasks).where(eq(courseTasks.courseId, courseId));
    const [row] = await t.ctx.db.select().from(contributions).where(eq(contributions.id, put.data.id));
    const assetId = (row!.detail as { media_asset_id?: number }[])[1]!.media_asset_id!;
    expect(task!.mediaAssetId).toBe(assetId);
    expect((await t.ctx.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId)))[0]!.state).toBe(
      'ready',
    );
    const page = await t.call('GET', `/api/courses/${courseId}`);
    expect(page.code).toBe(200);
    const listed = await t.call('GET', `/api/courses?cate_id=${refs.cateId}`);
    expect(JSON.stringify(listed.data)).toContain('创作者的课程');
  });

  it('publishes a plugin with its versions, then takes only new versions back through review', async () => {
    const refs = await catalogueRefs(t, 'plug');
    const pkg = (
      await upload(t, creator.token, {
        purpose: 'plugin',
        name: 'tool v1.zip',
        content: Buffer.alloc(300, 2),
        type: 'application/zip',
      })
    ).key;
    const body = {
      images: image,
      name: '创作者插件',
      tag: [],
      price: '3.5',
      type: '原创',
      author: '插件作者',
      cate_id: refs.cateId,
      intro: '<p>插件介绍</p>',
      web_link: 'https://example.com/feature',
      intros: [{ name: 'c.png', url: image }],
      push: true,
      status: 2,
      detailList: [
        {
          version_code: '1.0',
          platform: 'Rhino 8',
          description: '首发',
          type: 'package',
          index: 1,
          link: pkg,
        },
      ],
    };
    const put = await t.call('POST', '/api/userput/plug', { token: creator.token, body });
    expect(put.code).toBe(200);
    const approved = await review('plug', put.data.id);
    expect(approved).toMatchObject({ code: 200 });
    const pluginId = approved.data.published_id;
    const detail = await t.call('GET', `/api/plug/${pluginId}`);
    expect(detail.code).toBe(200);
    expect(JSON.stringify(detail.data)).toContain('创作者插件');
    expect(
      await t.ctx.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, pluginId)),
    ).toHaveLength(1);
    expect(await entry('plug', put.data.id)).toMatchObject({ can_edit: false, can_edit_versions: true });

    const pkg2 = (
      await upload(t, creator.token, {
        purpose: 'plugin',
        name: 'tool-v2.zip',
        content: Buffer.alloc(400, 3),
        type: 'application/zip',
      })
    ).key;
    const versions = [
      ...body.detailList,
      { version_code: '2.0', platform: 'Rhino 8', description: '', type: 'package', index: 2, link: pkg2 },
    ];
    const reload = await t.call('POST', '/api/userput/plug', {
      token: creator.token,
      body: { id: put.data.id, reload: 1, status: 2, detailList: versions },
    });
    expect(reload.code).toBe(200);
    expect((await entry('plug', put.data.id)).state_label).toBe('审核中');
    // The public plugin keeps its versions until the new ones are approved.
    expect(
      await t.ctx.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, pluginId)),
    ).toHaveLength(1);
    expect((await review('plug', put.data.id)).data.published_id).toBe(pluginId);
    const stored = await t.ctx.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, pluginId));
    expect(stored.map((v) => v.versionCode).sort()).toEqual(['1.0', '2.0']);
  });

  it('publishes a material with its images and file', async () => {
    const refs = await catalogueRefs(t, 'goods');
    const file = (
      await upload(t, creator.token, {
        purpose: 'material',
        name: '素材包.rar',
        content: Buffer.alloc(50, 4),
      })
    ).key;
    const put = await t.call('POST', '/api/userput/goods', {
      token: creator.token,
      body: {
        images: [{ name: image, url: image }],
        name: '创作者素材',
        tag: [refs.tagId],
        price: 0,
        cate_id: refs.cateId,
        desc: '<p>素材描述</p>',
        material: file,
        fileList: [{ name: '素材包.rar', url: file }],
        status: 2,
      },
    });
    expect(put.code).toBe(200);
    const goodsId = (await review('goods', put.data.id)).data.published_id;
    const detail = await t.call('GET', `/api/goods/${goodsId}`);
    expect(detail.code).toBe(200);
    expect(JSON.stringify(detail.data)).toContain('创作者素材');
  });
});
