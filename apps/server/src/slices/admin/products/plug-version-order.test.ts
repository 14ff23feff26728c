import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { plugins, pluginVersions } from '../../catalogue/schema.ts';
import { insertPlugin, memberWithToken } from '../../catalogue/testing.ts';
import { auditRowsFor, startContentTestApp, type staffTokens } from '../testing.ts';
import { staffAs, uploadStaffFile } from './testing.ts';

/** The download files' order set by hand in the back office, and the plugin page honouring it. */
let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let cate: number;
beforeAll(async () => {
  let categoryIds: number[];
  ({ t, tokens, categoryIds } = await startContentTestApp('plug', ['排序插件分类']));
  cate = categoryIds[0]!;
});
afterAll(() => t.close());

const put = (token: string, plugId: number, ids: unknown) =>
  t.call('PUT', `/api/admin/plugs/${plugId}/versions`, { token, body: { ids } });

/** A plugin with two packages (v1 then v2) and a manual; answers the admin record's file ids in order. */
async function plugWithFiles() {
  const plug = await insertPlugin(t, cate, { price: '0' });
  const admin = staffAs(t, tokens.admin);
  const up = await uploadStaffFile(t, tokens.admin, 'p.zip', Buffer.from('PK\u0003\u0004data'));
  for (const [type, version_code] of [
    ['package', 'v1'],
    ['package', 'v2'],
    ['manual', ''],
  ])
    await admin.post(`/api/admin/plugs/${plug.id}/versions`, { type, version_code, file_key: up.data!.key });
  const record = await admin.get(`/api/admin/plugs/${plug.id}`);
  return { plug, files: record.data.versions as { id: number; version_code: string }[] };
}
const publicOrder = async (plugId: number) =>
  ((await t.call('GET', `/api/plug/${plugId}`)).data.detail as { id: number }[]).map((v) => v.id);

describe('plugin download files in a hand-set order', () => {
  it('the back office lists the page order; an editor and an admin reorder it; the page follows', async () => {
    const { plug, files } = await plugWithFiles();
    // Before any order by hand: the newest package first, as the plugin page shows it.
    expect(files.map((f) => f.version_code)).toEqual(['v2', 'v1', '']);
    expect(await publicOrder(plug.id)).toEqual(files.map((f) => f.id));

    const [v2, v1, manual] = files.map((f) => f.id);
    const moved = await put(tokens.editor, plug.id, [manual, v1, v2]);
    expect(moved).toMatchObject({ code: 200, msg: '顺序已保存' });
    expect(moved.data.versions.map((v: { id: number }) => v.id)).toEqual([manual, v1, v2]);
    expect(await publicOrder(plug.id)).toEqual([manual, v1, v2]);
    expect((await put(tokens.admin, plug.id, [v1, manual, v2])).code).toBe(200);
    expect(await publicOrder(plug.id)).toEqual([v1, manual, v2]);

    const audits = await auditRowsFor(t, 'plug', plug.id);
    expect(audits.slice(0, 2).map((a) => [a.action, a.before, a.after])).toEqual([
      ['plug.version_order', { order: [manual, v1, v2] }, { order: [v1, manual, v2] }],
      ['plug.version_order', { order: [v2, v1, manual] }, { order: [manual, v1, v2] }],
    ]);
  });

  it('an order that is not exactly the plugin’s files is refused whole, in Chinese, and nothing moves', async () => {
    const { plug, files } = await plugWithFiles();
    const other = await plugWithFiles();
    const ids = files.map((f) => f.id);
    const sorts = async () =>
      (await t.ctx.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, plug.id))).map((v) => [
        v.id,
        v.sort,
      ]);
    const before = await sorts();
    for (const bad of [
      ids.slice(0, 2),
      [...ids, ids[0]],
      [ids[0], ids[1], other.files[0]!.id],
      [ids[0], ids[0], ids[1]],
    ])
      expect(await put(tokens.editor, plug.id, bad)).toMatchObject({
        code: 4009,
        msg: '下载文件已被他人修改，请刷新后重新排序',
      });
    for (const bad of [[], 'x', ['a'], [0]])
      expect(await put(tokens.editor, plug.id, bad)).toMatchObject({
        code: 4022,
        msg: '下载文件已被他人修改，请刷新后重新排序',
      });
    expect(await put(tokens.editor, 999999, ids)).toMatchObject({ code: 4004, msg: '插件不存在' });
    expect(await sorts()).toEqual(before);
    const [row] = await t.ctx.db.select().from(plugins).where(eq(plugins.id, plug.id));
    expect(row!.versionsOrdered).toBe(false);
    expect((await auditRowsFor(t, 'plug', plug.id)).map((a) => a.action)).not.toContain('plug.version_order');
  });

  it('reviewer, finance, members and guests are refused and nothing moves', async () => {
    const { plug, files } = await plugWithFiles();
    const reversed = files.map((f) => f.id).reverse();
    const member = await memberWithToken(t);
    expect(await put(tokens.reviewer, plug.id, reversed)).toMatchObject({ code: 4003 });
    expect(await put(tokens.finance, plug.id, reversed)).toMatchObject({ code: 4003 });
    expect(await put(member.token, plug.id, reversed)).toMatchObject({ code: 4001 });
    expect(
      await t.call('PUT', `/api/admin/plugs/${plug.id}/versions`, { body: { ids: reversed } }),
    ).toMatchObject({
      code: 4001,
    });
    expect(await publicOrder(plug.id)).toEqual(files.map((f) => f.id));
  });
});
