import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFaults } from '../../../test/faults.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createMember, jpegBytes, logIn, multipart } from '../../slices/account/testing.ts';

/**
 * A disk that cannot be written (here: the storage's public folder is a file, so nothing can be created
 * under it) answers an upload with one clear Chinese refusal, writes nothing, and works again once the disk
 * does. The S3 double stopped mid-run is the cluster run's part (e2e/cluster).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function uploadAvatar(token: string) {
  const form = multipart('file', 'me.jpg', 'image/jpeg', jpegBytes(2048));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.body,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

describe('a storage write error', () => {
  it('answers 5003 文件存储暂时不可用, leaves nothing behind, and recovers with the disk', async () => {
    const member = await createMember(t);
    const token = await logIn(t, member.phone!);
    const root = path.join(t.config.dataDir, 'storage');
    const blocked = path.join(root, 'public');
    rmSync(blocked, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
    writeFileSync(blocked, 'not a directory');

    const refused = await uploadAvatar(token);
    reportFaults('storage-outage', { 'disk write error': 1 });
    expect(refused.status).toBe(503);
    expect(refused.code).toBe(5003);
    expect(refused.msg).toMatch(/^文件存储暂时不可用，请稍后再试（请求编号 .+）$/);
    expect(readdirSync(root)).toEqual(['public']);

    rmSync(blocked);
    const stored = await uploadAvatar(token);
    expect(stored.code).toBe(200);
    // The answer names the stored file as 'files/<key>'.
    const key = String(stored.data.filename).replace(/^files\//, '');
    expect(existsSync(path.join(root, key))).toBe(true);
    expect(
      readdirSync(path.join(root, 'public', 'uploads', String(member.id))).filter((f) =>
        f.endsWith('.partial'),
      ),
    ).toEqual([]);
  });
});
