// api pass: PostgreSQL only — a generated corpus above the database: identical on both engines, so it runs on the production one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { staffWithToken } from '../slices/admin/testing.ts';
import { memberWithToken } from '../slices/catalogue/testing.ts';
import { courseForSale, goodsForSale, pluginForSale } from '../slices/commerce/testing.ts';
import { CHINESE, contractCalls, fillPath, writeCounts } from './contract-calls.ts';
import { fieldsOf } from './schema-fields.ts';
import { SQL_PAYLOADS } from './hostile-values.ts';

/**
 * docs/spec-decisions.md "Attack corpora" (4): SQL injection probes on every list / search / filter
 * parameter: each query field of every call that has one (catalogue lists and search, the member's lists, the
 * back office's table filters and sorts) and the body fields of the lists asked by POST, each with every
 * classic payload. No 500, a refusal said in Chinese or an answer with no more rows than the same call
 * without that parameter, and the database intact afterwards.
 */
const POST_LISTS = new Set([
  'aiCalls.gallery',
  'aiCalls.news',
  'aiChatCalls.hotQuestion',
  'communityCalls.fansWorks',
  'creatorCalls.tagList',
]);

const probed = contractCalls()
  .map(({ name, call }) => {
    const inQuery = call.method === 'GET';
    const fields = inQuery ? fieldsOf(call.query) : POST_LISTS.has(name) ? fieldsOf(call.body) : [];
    return { name, call, inQuery, fields };
  })
  .filter(({ fields }) => fields.length > 0);

/** How many items an answer lists (every array in it, counted through). */
function rowsIn(value: unknown): number {
  if (Array.isArray(value)) return value.length + value.reduce((n: number, v) => n + rowsIn(v), 0);
  if (value && typeof value === 'object')
    return Object.values(value).reduce((n: number, v) => n + rowsIn(v), 0);
  return 0;
}

let t: TestApp;
let memberToken: string;
let staffToken: string;
const counts = { 'SQL probes': 0 };
const tables = ['users', 'sessions', 'wallet_entries', 'courses'];
const rowCounts = async () => {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const result = await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return out;
};
let before: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  const member = await memberWithToken(t, '注入探测会员');
  memberToken = member.token;
  staffToken = (await staffWithToken(t, 'admin')).token;
  for (let i = 0; i < 3; i += 1) {
    await courseForSale(t);
    await pluginForSale(t);
    await goodsForSale(t);
  }
  before = await rowCounts();
});
afterAll(async () => {
  await writeCounts('sql-injection', counts);
  await t?.close();
});

describe('SQL injection probes on every list/search parameter', () => {
  it('has list parameters to probe', () => {
    expect(probed.length).toBeGreaterThan(20);
  });

  describe.each(probed)('$name', ({ name, call, inQuery, fields }) => {
    const token = () => (call.auth === 'staff' ? staffToken : memberToken);
    const send = (values: Record<string, string>) => {
      const url = fillPath(call.path, {}, call.path.includes(':kind') ? 'course' : '1');
      const path = call.path.includes(':kind') ? url.replace('999999', 'course') : url;
      if (inQuery) {
        const query = new URLSearchParams(values);
        return t.call('GET', `${path}${query.size > 0 ? `?${query}` : ''}`, { token: token() });
      }
      return t.call(call.method, path, { token: token(), body: values });
    };

    it.each(fields)('%s', async (field) => {
      const baseline = await send({});
      // The search answers nothing without keywords: its ceiling is everything seeded (3 of each kind).
      const limit =
        name === 'catalogueCalls.search' ? 9 : baseline.code === 200 ? rowsIn(baseline.data) : Infinity;
      for (const payload of SQL_PAYLOADS) {
        const res = await send({ [field]: payload });
        counts['SQL probes'] += 1;
        const where = `${name} ${field}=${JSON.stringify(payload.slice(0, 40))}`;
        expect(res.status, where).not.toBe(500);
        expect(typeof res.code, where).toBe('number');
        if (res.code === 200) expect(rowsIn(res.data), where).toBeLessThanOrEqual(limit);
        else expect(res.msg, where).toMatch(CHINESE);
      }
    });
  });

  it('leaves the database intact', async () => {
    expect(await rowCounts()).toEqual(before);
  });
});
