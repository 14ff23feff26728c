import { adminAiCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness.ts';
import { users } from '../../../kernel/members/index.ts';
import { aiPlug, aiPlugFiles } from '../../ai/schema.ts';
import { aiMember } from '../../ai/testing.ts';
import { uploadStaffFile } from '../products/testing.ts';
import { adminAuditLog } from '../schema.ts';
import { auditRowsFor, staffTokens, startContentTestApp } from '../testing.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
beforeAll(async () => {
  ({ t, tokens } = await startContentTestApp());
}, 120_000);
afterAll(() => t.close());

const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
  t.call(method, url, { token, body });
const auditCount = async () => (await t.ctx.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;
const upload = async (name: string) => {
  const stored = await uploadStaffFile(t, tokens.editor, name, Buffer.from(`PK ${name}`));
  expect(stored.code).toBe(200);
  return stored.data!.key;
};

describe('AI plugin page in the back office', () => {
  it('an editor sets the cover and video; the public page shows them, counters untouched', async () => {
    await t.ctx.db.insert(aiPlug).values({ id: 1, downloadPackage: 7 }).onConflictDoNothing();
    const saved = await as(tokens.editor, 'POST', '/api/admin/ai/plug', {
      images: '/files/public/site/202611/plug.png',
      link: 'https://video.example.com/plug.mp4',
    });
    expect(saved).toMatchObject({
      code: 200,
      msg: 'AI 插件介绍已保存',
      data: { images: '/files/public/site/202611/plug.png', download_package: 7 },
    });
    expect((await t.call('GET', '/api/ai/plug')).data).toMatchObject({
      images: '/files/public/site/202611/plug.png',
      link: 'https://video.example.com/plug.mp4',
      download_package: 7,
    });
    const [row] = await auditRowsFor(t, 'ai_plug', 1);
    expect(row).toMatchObject({
      action: 'ai_plug.update',
      before: { images: '' },
      after: { link: 'https://video.example.com/plug.mp4' },
    });
  });

  it('an admin adds a package and a manual; a VIP downloads them, a guest sees the rows; delete hides one', async () => {
    const packageKey = await upload('render-plugin-2.1.zip');
    const manualKey = await upload('manual.pdf');
    const added = await as(tokens.admin, 'POST', '/api/admin/ai/plug/files', {
      type: 'package',
      version_code: '2.1.0',
      platform: 'Windows',
      file_key: packageKey,
    });
    expect(added).toMatchObject({ code: 200, msg: '文件已添加' });
    await as(tokens.admin, 'POST', '/api/admin/ai/plug/files', {
      type: 'manual',
      version_code: '2.1',
      platform: 'ignored',
      file_key: manualKey,
    });
    const guest = (await t.call('GET', '/api/ai/plug')).data;
    expect(guest.download).toBe(false);
    expect(guest.detail).toMatchObject([
      { type: 'package', version_code: '2.1.0', platform: 'Windows' },
      { type: 'manual', version_code: '2.1', platform: '' },
    ]);
    expect(guest.detail[0].download_link).toBeUndefined();

    const vip = await aiMember(t);
    await t.ctx.db.update(users).set({ vipPermanent: true }).where(eq(users.id, vip.id));
    const seen = (await t.call('GET', '/api/ai/plug', { token: vip.token })).data;
    const link = seen.detail[0].download_link as string;
    const file = await t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('PK render-plugin-2.1.zip');

    const fileId = (added.data.files as { id: number; type: string }[]).find((f) => f.type === 'package')!.id;
    const [addAudit] = (await auditRowsFor(t, 'ai_plug', 1)).filter((r) => r.action === 'ai_plug.file_add');
    expect(addAudit).toMatchObject({ before: null, after: { type: 'manual', file_key: manualKey } });
    expect(await as(tokens.admin, 'POST', `/api/admin/ai/plug/files/${fileId}/delete`)).toMatchObject({
      code: 200,
      msg: '文件已删除',
    });
    expect((await t.call('GET', '/api/ai/plug')).data.detail).toMatchObject([{ type: 'manual' }]);
    const [deleted] = await auditRowsFor(t, 'ai_plug', 1);
    expect(deleted).toMatchObject({ action: 'ai_plug.file_delete', before: { file_key: packageKey } });
    expect(await as(tokens.admin, 'POST', `/api/admin/ai/plug/files/${fileId}/delete`)).toMatchObject({
      code: 4004,
      msg: '该文件不存在或已删除',
    });
  });

  it('bad input gets a Chinese message and changes nothing', async () => {
    const key = await upload('ok.zip');
    const audits = await auditCount();
    const files = (await t.ctx.db.select().from(aiPlugFiles)).length;
    const [plugBefore] = await t.ctx.db.select().from(aiPlug);
    const fileCases: [Record<string, unknown>, string][] = [
      [{ type: 'case' }, '请选择文件类型（安装包或安装说明）'],
      [{ version_code: ' ' }, '请填写版本号'],
      [{ version_code: '1'.repeat(33) }, '版本号不能超过 32 个字符'],
      [{ platform: 'p'.repeat(33) }, '平台不能超过 32 个字符'],
      [{ file_key: 'public/demo/cover.svg' }, '文件不存在，请重新上传'],
      [{ file_key: 'admin/files/202611/none/missing.zip' }, '文件不存在，请重新上传'],
    ];
    for (const [change, msg] of fileCases) {
      const body = { type: 'package', version_code: '1.0', platform: 'Mac', file_key: key, ...change };
      expect(await as(tokens.editor, 'POST', '/api/admin/ai/plug/files', body), msg).toMatchObject({
        code: 4022,
        msg,
      });
    }
    for (const [body, msg] of [
      [
        { images: 'https://evil.example/x.png?', link: '//evil.example' },
        '视频地址需以 / 开头（站内）或以 http(s):// 开头',
      ],
      [{ images: '/files/public/../x.png', link: '' }, '封面图片地址无效，请重新上传'],
    ] as const)
      expect(await as(tokens.editor, 'POST', '/api/admin/ai/plug', body)).toMatchObject({ code: 4022, msg });
    expect((await t.ctx.db.select().from(aiPlugFiles)).length).toBe(files);
    expect((await t.ctx.db.select().from(aiPlug))[0]).toEqual(plugBefore);
    expect(await auditCount()).toBe(audits);
  });

  it('finance and reviewers are refused, members and guests must sign in', async () => {
    const member = await aiMember(t);
    for (const call of Object.values(adminAiCalls).filter((c) => c.path.includes('/plug'))) {
      const url = call.path.replace(':id', '1');
      const body = call.method === 'POST' ? { images: '', link: '' } : undefined;
      for (const role of ['finance', 'reviewer'] as const)
        expect(await as(tokens[role], call.method, url, body), url).toMatchObject({ code: 4003 });
      expect((await as(member.token, call.method, url, body)).code).toBe(4001);
      expect((await as(undefined, call.method, url, body)).code).toBe(4001);
    }
  });
});
