import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { counters, devOutbox, smsCodes } from '../db/schema.ts';
import { purgeExpired } from './purge-expired.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('deletes only what can no longer matter', async () => {
  const now = new Date();
  const old = new Date(now.getTime() - 3 * 86_400_000);
  await t.ctx.db.insert(smsCodes).values([
    { target: '13900000001', scene: 'login', codeHash: 'x', expiresAt: old },
    { target: '13900000002', scene: 'login', codeHash: 'y', expiresAt: new Date(now.getTime() + 60_000) },
  ]);
  await t.ctx.db.insert(counters).values([
    { key: 'gone', count: 1, expiresAt: old },
    { key: 'kept', count: 1, expiresAt: new Date(now.getTime() + 60_000) },
  ]);
  await t.ctx.db.insert(devOutbox).values({
    channel: 'sms',
    to: '13900000001',
    body: 'old',
    createdAt: new Date(now.getTime() - 8 * 86_400_000),
  });
  const result = await purgeExpired(t.ctx.db, now);
  expect(result).toMatchObject({ smsCodes: 1, counters: 1, outbox: 1 });
  expect((await t.ctx.db.select().from(smsCodes)).map((r) => r.target)).toEqual(['13900000002']);
  expect((await t.ctx.db.select().from(counters)).map((r) => r.key)).toEqual(['kept']);
});
