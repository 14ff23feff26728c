// api pass: PostgreSQL only — a generated corpus above the database: identical on both engines, so it runs on the production one.
import * as contract from '@app/contract';
import type { CallDef } from '@app/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../db/schema.ts';
import { createSession } from '../../test/sessions.ts';

/**
 * Every call of the contract, fed the kinds of bad input the issue names (missing fields, wrong types,
 * 10,000-character strings, junk path params): each must answer a non-200 code with a Chinese msg, never
 * HTTP 500, and leave the member's row as it was.
 */
const calls = Object.entries(contract)
  .filter(([name]) => name.endsWith('Calls'))
  .flatMap(([group, value]) =>
    Object.entries(value as Record<string, CallDef<any, any, any, any, any>>).map(([key, call]) => ({
      name: `${group}.${key}`,
      call,
    })),
  );

const long = '长'.repeat(10_000);
const badBodies: [string, unknown][] = [
  ['empty object', {}],
  [
    'wrong types',
    {
      phone: 12345,
      password: ['x'],
      code: { a: 1 },
      type: 42,
      email: true,
      name: 7,
      value: null,
      data: 'x',
      content: 1,
    },
  ],
  [
    '10,000-character strings',
    {
      phone: long,
      password: long,
      code: long,
      type: long,
      email: long,
      name: long,
      value: long,
      old_password: long,
      answer1: long,
      _token: long,
      timestamp: long,
      verify_code: long,
      scene: long,
      data: { 1: long, 2: long, 3: long },
    },
  ],
  ['an array', [1, 2, 3]],
];
const hasChinese = /[\u4e00-\u9fa5]/;

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  const [member] = await t.ctx.db
    .insert(users)
    .values({ name: '边界测试', phone: '13700000999' })
    .returning();
  userId = member!.id;
});
// A fresh session each time: a call that ends sessions (logout) must not blind the ones after it.
beforeEach(async () => {
  token = await createSession(t.ctx.db, userId);
});
/** Calls that ignore their body (logout's `{params:{}}` and getTagLists' `{}` carry nothing): any body is a valid request. */
const ignoresBody = new Set(['/api/user/logout', '/api/getTagLists']);
/** Lists the spec reads with POST (002 §7 AI gallery, news and hot questions): a body without their fields asks for page 1. */
const readsWithPost = new Set(['/api/ai/gallery', '/api/ai/news', '/api/ai/hot_question']);
afterAll(() => t.close());

function urlFor(path: string, param: string): string {
  return path.replace(/:(\w+)/g, param);
}

describe.each(calls)('$name', ({ call }) => {
  const mutating = call.method !== 'GET';
  it.each(mutating ? badBodies : [['long query', null] as [string, unknown]])(
    'refuses %s clearly',
    async (_label, body) => {
      const before = await t.ctx.db.select().from(users);
      const url = mutating
        ? urlFor(call.path, '1')
        : `${urlFor(call.path, '1')}?offset=-1&limit=${long}&keywords=${encodeURIComponent(long.slice(0, 3000))}&uid=abc`;
      const res = await t.call(call.method, url, { body: mutating ? body : undefined, token });
      expect(res.status).not.toBe(500);
      if (res.code !== 200) expect(res.msg).toMatch(hasChinese);
      if (mutating) {
        if (!ignoresBody.has(call.path) && !readsWithPost.has(call.path)) expect(res.code).not.toBe(200);
        const after = await t.ctx.db.select().from(users);
        expect(after.map((u) => ({ ...u, updatedAt: null }))).toEqual(
          before.map((u) => ({ ...u, updatedAt: null })),
        );
      }
    },
  );

  if (call.path.includes(':')) {
    it('refuses junk path parameters', async () => {
      const res = await t.call(call.method, urlFor(call.path, 'abc%27%22%3Cx%3E'), { body: {}, token });
      expect(res.status).not.toBe(500);
      expect(res.code).not.toBe(200);
      expect(res.msg).toMatch(hasChinese);
    });
  }
});
