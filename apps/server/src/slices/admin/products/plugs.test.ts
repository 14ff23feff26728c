import { ProductType } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { pluginIntroImages, plugins, pluginVersions } from '../../catalogue/schema.ts';
import { categoryChain, grant, insertPlugin, memberWithToken } from '../../catalogue/testing.ts';
import { auditRowsFor, startContentTestApp, staffTokens } from '../testing.ts';
import { staffAs, uploadStaffFile } from './testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let cate: number;
let otherCate: number;
beforeAll(async () => {
  let categoryIds: number[];
  ({ t, tokens, categoryIds } = await startContentTestApp('plug', ['后台插件分类', '后台插件分类二']));
  [cate, otherCate] = categoryIds as [number, number];
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.ctx.db.select().from(plugins).where(eq(plugins.id, id)))[0]!;
const versionsOf = (id: number) =>
  t.ctx.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, id));

const fields = (over: Record<string, unknown> = {}) => ({
  name: '改过的插件名',
  images: '/files/public/new-plug.png',
  intros: ['/files/public/i1.png', '/files/public/i2.png'],
  cate_id: otherCate,
  price: '12.5',
  has_discount: true,
  discount_price: '10',
  give_integral: '1',
  repeat_buy: true,
  web_link: 'https://example.com/intro',
  web_link_price: '3',
  intro: '<p>新的介绍<img src="/files/public/a.png" data-x="1"></p>',
  explain: '一句话摘要',
  author: '新作者',
  tags: ['排版', '脚本', '排版'],
  ...over,
});

describe('plugins (back office)', () => {
  it('lists every state, searched by name or id and filtered by category, state and creator', async () => {
    const on = await insertPlugin(t, cate, { name: '表格检索上架插件' });
    const off = await insertPlugin(t, cate, { name: '表格检索下架插件', status: 0, isCheck: 2 });
    const pending = await insertPlugin(t, cate, { name: '表格检索审核插件', review: 'pending' });
    const editor = staffAs(t, tokens.editor);
    const all = await editor.get(`/api/admin/plugs?keywords=${encodeURIComponent('表格检索')}`);
    expect(all.data.total).toBe(3);
    expect(
      Object.fromEntries(all.data.list.map((p: { id: number; state: string }) => [p.id, p.state])),
    ).toEqual({
      [on.id]: 'on',
      [off.id]: 'off',
      [pending.id]: 'review',
    });
    expect(
      (await editor.get(`/api/admin/plugs?keywords=${off.id}`)).data.list.map((p: { id: number }) => p.id),
    ).toContain(off.id);
    const offOnly = await editor.get(`/api/admin/plugs?cate_id=${cate}&state=off`);
    expect(offOnly.data.list.map((p: { id: number }) => p.id)).toEqual([off.id]);
    const member = await memberWithToken(t, '插件创作者甲');
    const mine = await insertPlugin(t, cate, { name: '创作者的插件', userId: member.id });
    const byCreator = await editor.get(`/api/admin/plugs?creator=${encodeURIComponent('插件创作者甲')}`);
    expect(byCreator.data.list).toEqual([
      expect.objectContaining({ id: mine.id, creator: { id: member.id, name: '插件创作者甲' } }),
    ]);
    expect(await editor.get('/api/admin/plugs?state=gone')).toMatchObject({ code: 4022 });
  });

  it('an editor saves every public field as one audited change; the public page shows it', async () => {
    const plug = await insertPlugin(t, cate, { name: '改前的插件', price: '30' });
    const saved = await staffAs(t, tokens.editor).post(`/api/admin/plugs/${plug.id}`, fields());
    expect(saved).toMatchObject({
      code: 200,
      msg: '插件已保存',
      data: {
        name: '改过的插件名',
        cate_id: otherCate,
        price: 12.5,
        discount_price: 10,
        give_integral: 1,
        repeat_buy: true,
        web_link_price: 3,
        tags: ['排版', '脚本'],
        intros: ['/files/public/i1.png', '/files/public/i2.png'],
      },
    });
    expect(saved.data.intro).toContain('<img src="/files/public/a.png"');
    expect(saved.data.intro).not.toContain('data-x');
    expect(await rowOf(plug.id)).toMatchObject({ discountRate: '0.80', price: '12.50' });

    const page = await t.call('GET', `/api/plug/${plug.id}`);
    expect(page.data).toMatchObject({
      name: '改过的插件名',
      price: 12.5,
      intros: [{ images: '/files/public/i1.png' }, { images: '/files/public/i2.png' }],
      web_link: 'https://example.com/intro',
    });
    const [audit] = await auditRowsFor(t, 'plug', plug.id);
    expect(audit).toMatchObject({
      action: 'plug.update',
      before: { name: '改前的插件', price: '30.00', tags: [], intros: [] },
      after: { name: '改过的插件名', price: '12.50', tags: ['排版', '脚本'] },
    });
  });

  it('bad input answers a Chinese message and changes nothing', async () => {
    const plug = await insertPlugin(t, cate, { name: '不能改坏的插件' });
    const before = await rowOf(plug.id);
    const [courseCate] = await categoryChain(t, 'course', ['课程的分类']);
    const editor = staffAs(t, tokens.editor);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, '请填写插件名称'],
      [{ images: '' }, '图片地址不正确'],
      [{ images: 'javascript:alert(1)' }, '图片地址不正确'],
      [{ intros: Array.from({ length: 13 }, () => '/files/public/x.png') }, '图片最多 12 张'],
      [{ price: '-1' }, '价格需为 0–99999 的数字，最多两位小数'],
      [{ discount_price: '100' }, '优惠价不能高于原价'],
      [{ web_link: 'ftp://x' }, '功能介绍链接需以 http:// 或 https:// 开头'],
      [{ cate_id: courseCate }, '请选择该类型下的分类'],
      [{ intro: '<img src=x onerror=alert(1)>' }, '内容包含不允许的脚本或事件代码，请删除后再提交'],
    ];
    for (const [change, msg] of cases)
      expect(await editor.post(`/api/admin/plugs/${plug.id}`, fields(change))).toMatchObject({
        code: 4022,
        msg,
      });
    expect(await editor.post('/api/admin/plugs/999999', fields())).toMatchObject({
      code: 4004,
      msg: '插件不存在',
    });
    expect(await rowOf(plug.id)).toEqual(before);
    expect(
      await t.ctx.db.select().from(pluginIntroImages).where(eq(pluginIntroImages.pluginId, plug.id)),
    ).toEqual([]);
    expect(await auditRowsFor(t, 'plug', plug.id)).toEqual([]);
  });

  it('files are uploaded to private storage, added, changed and removed, each audited; buyers get links', async () => {
    const plug = await insertPlugin(t, cate, { price: '5' });
    const editor = staffAs(t, tokens.editor);
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 1)]);
    const up = await uploadStaffFile(t, tokens.editor, '我的 插件.zip', zip);
    expect(up).toMatchObject({ code: 200, data: { name: '我的插件.zip', size: zip.length } });
    expect(up.data!.key).toMatch(/^admin\/files\/\d{6}\/[^/]+\/我的插件\.zip$/);
    // Private: not served without a signature.
    expect(
      (await t.app.inject({ method: 'GET', url: `/files/${encodeURI(up.data!.key)}` })).statusCode,
    ).not.toBe(200);

    const version = {
      type: 'package',
      name: '安装包',
      version_code: 'v2.0',
      platform: 'Windows',
      description: '',
      file_key: up.data!.key,
    };
    const added = await editor.post(`/api/admin/plugs/${plug.id}/versions`, version);
    expect(added).toMatchObject({
      code: 200,
      data: { versions: [expect.objectContaining({ version_code: 'v2.0', size: zip.length })] },
    });
    const versionId = added.data.versions[0].id as number;

    const buyer = await memberWithToken(t, '插件买家');
    await grant(t, buyer.id, ProductType.plug, plug.id);
    const page = await t.call('GET', `/api/plug/${plug.id}`, { token: buyer.token });
    const link = page.data.detail[0].download_link as string;
    const served = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(served.rawPayload.equals(zip)).toBe(true);
    expect((await t.call('GET', `/api/plug/${plug.id}`)).data.detail[0].download_link).toBeUndefined();

    const changed = await editor.post(`/api/admin/plugs/${plug.id}/versions/${versionId}`, {
      ...version,
      version_code: 'v2.1',
    });
    expect(changed.data.versions[0]).toMatchObject({ version_code: 'v2.1', file_key: up.data!.key });
    const removed = await editor.delete(`/api/admin/plugs/${plug.id}/versions/${versionId}`);
    expect(removed).toMatchObject({ code: 200, data: { versions: [] } });
    expect((await auditRowsFor(t, 'plug', plug.id)).map((a) => a.action)).toEqual([
      'plug.version_delete',
      'plug.version_update',
      'plug.version_add',
    ]);
  });

  it('a file key that is not a staff upload, or is missing, is refused and nothing is added', async () => {
    const plug = await insertPlugin(t, cate);
    const editor = staffAs(t, tokens.editor);
    const version = { type: 'package', file_key: 'uploads/1/other-member.zip' };
    expect(await editor.post(`/api/admin/plugs/${plug.id}/versions`, version)).toMatchObject({
      code: 4022,
      msg: '文件不存在，请重新上传',
    });
    expect(
      await editor.post(`/api/admin/plugs/${plug.id}/versions`, {
        ...version,
        file_key: 'admin/files/202601/none/a.zip',
      }),
    ).toMatchObject({ code: 4022, msg: '文件不存在，请重新上传' });
    expect(
      await editor.post(`/api/admin/plugs/${plug.id}/versions`, { ...version, type: 'exe' }),
    ).toMatchObject({ code: 4022, msg: '请选择文件类型' });
    expect(
      await uploadStaffFile(t, tokens.editor, 'page.html', Buffer.from('<html>'), 'text/html'),
    ).toMatchObject({ code: 4022, msg: '不支持上传该类型的文件' });
    expect(await versionsOf(plug.id)).toEqual([]);
    expect(await auditRowsFor(t, 'plug', plug.id)).toEqual([]);
  });

  it('off the shelf: hidden from guests and strangers; a buyer keeps the page and the downloads', async () => {
    const plug = await insertPlugin(t, cate, { price: '8' });
    const up = await uploadStaffFile(t, tokens.admin, 'p.zip', Buffer.from('PK\u0003\u0004data'));
    await staffAs(t, tokens.admin).post(`/api/admin/plugs/${plug.id}/versions`, {
      type: 'package',
      file_key: up.data!.key,
    });
    const buyer = await memberWithToken(t, '下架插件买家');
    const stranger = await memberWithToken(t, '下架插件路人');
    await grant(t, buyer.id, ProductType.plug, plug.id);

    const off = await staffAs(t, tokens.editor).post(`/api/admin/plugs/${plug.id}/shelf`, {
      on_shelf: false,
    });
    expect(off).toMatchObject({ code: 200, msg: '插件已下架', data: { state: 'off' } });
    expect(await t.call('GET', `/api/plug/${plug.id}`)).toMatchObject({ code: 4004 });
    expect(await t.call('GET', `/api/plug/${plug.id}`, { token: stranger.token })).toMatchObject({
      code: 4004,
    });
    const held = await t.call('GET', `/api/plug/${plug.id}`, { token: buyer.token });
    expect(held).toMatchObject({ code: 200, data: { purchase: 1, download: true } });
    expect(held.data.detail[0].download_link).toMatch(/p\.zip|signature|expires/);
    const counted = await t.call('POST', `/api/plug/${plug.id}/count`, {
      token: buyer.token,
      body: { field: 'download_package' },
    });
    expect(counted).toMatchObject({ code: 200, data: { count: 1 } });

    const on = await staffAs(t, tokens.admin).post(`/api/admin/plugs/${plug.id}/shelf`, { on_shelf: true });
    expect(on).toMatchObject({ code: 200, data: { state: 'on' } });
    expect((await t.call('GET', `/api/plug/${plug.id}`)).code).toBe(200);
    const audits = await auditRowsFor(t, 'plug', plug.id);
    expect(audits.slice(0, 2).map((a) => [a.action, a.before, a.after])).toEqual([
      ['plug.shelf_on', { status: 0 }, { status: 2 }],
      ['plug.shelf_off', { status: 2 }, { status: 0 }],
    ]);
    const pending = await insertPlugin(t, cate, { review: 'pending' });
    expect(
      await staffAs(t, tokens.editor).post(`/api/admin/plugs/${pending.id}/shelf`, { on_shelf: true }),
    ).toMatchObject({
      code: 4009,
      msg: '该作品尚未通过审核，请在投稿审核中处理',
    });
  });

  it('reviewer, finance, members and guests are refused', async () => {
    const plug = await insertPlugin(t, cate, { name: '角色不可改插件' });
    for (const token of [tokens.reviewer, tokens.finance]) {
      expect(await staffAs(t, token).post(`/api/admin/plugs/${plug.id}`, fields())).toMatchObject({
        code: 4003,
      });
      expect(await staffAs(t, token).get('/api/admin/plugs')).toMatchObject({ code: 4003 });
      expect(await uploadStaffFile(t, token, 'a.zip', Buffer.from('PK'))).toMatchObject({ code: 4003 });
    }
    const member = await memberWithToken(t);
    expect(
      await staffAs(t, member.token).post(`/api/admin/plugs/${plug.id}/shelf`, { on_shelf: false }),
    ).toMatchObject({ code: 4001 });
    expect(await t.call('GET', `/api/admin/plugs/${plug.id}`)).toMatchObject({ code: 4001 });
    expect((await rowOf(plug.id)).name).toBe('角色不可改插件');
    expect((await staffAs(t, tokens.admin).get(`/api/admin/plugs/${plug.id}`)).code).toBe(200);
  });
});
