// api pass: PostgreSQL only — a generated corpus above the database: identical on both engines, so it runs on the production one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { createSession } from '../slices/account/sessions.ts';
import { memberWithToken } from '../slices/catalogue/testing.ts';
import { courseForSale } from '../slices/commerce/testing.ts';
import { CHINESE, contractCalls, fillPath, writeCounts } from './contract-calls.ts';
import { fieldsOf } from './schema-fields.ts';
import { anyText, anyValue, seededRandom, wellFormed, type Rng } from './hostile-values.ts';

/**
 * docs/spec-decisions.md "Attack corpora" (3): a schema-driven fuzz run over every call of the contract,
 * in-process (app.inject), as a guest and as a member. Bodies, queries and params are built from each call's
 * own field names (so many requests get past the first field) filled with hostile values, or are not the
 * expected shape at all (arrays, strings, broken JSON). Every answer: no HTTP 500, `{code, msg}`, and a
 * refusal said in Chinese. Seeded: the same requests every run (FUZZ_SEED / FUZZ_REQUESTS change them for a
 * longer local run).
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 17);

/** A plausible value for a field by its name (ids, pages), so some requests pass validation. */
function fieldValue(rng: Rng, name: string): unknown {
  if (rng.next() < 0.5) return anyValue(rng);
  if (/id$|^id|page|offset|limit|type|num|status|kind/.test(name))
    return rng.int(4) + (rng.next() < 0.5 ? 0 : 1);
  return anyText(rng).slice(0, 300);
}

function objectOf(rng: Rng, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (rng.next() < 0.8) out[field] = fieldValue(rng, field);
  if (rng.next() < 0.2) out[anyText(rng).slice(0, 30)] = anyValue(rng);
  return out;
}

let t: TestApp;
let member: { id: number; token: string };
const counts = { 'fuzz requests': 0 };
beforeAll(async () => {
  t = await startTestApp();
  member = await memberWithToken(t, '模糊测试会员');
  await courseForSale(t);
});
afterAll(async () => {
  await writeCounts('fuzz', counts);
  await t?.close();
});

describe('fuzz over every contract call', () => {
  it(`answers ${REQUESTS} hostile requests without a 500, each {code, msg} with a Chinese refusal`, async () => {
    const calls = contractCalls();
    const rng = seededRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const { name, call } = calls[i % calls.length]!;
      const params: Record<string, string> = {};
      for (const field of fieldsOf(call.params))
        params[field] = rng.next() < 0.4 ? String(rng.int(5)) : anyText(rng).slice(0, 2000);
      const queryFields = fieldsOf(call.query);
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(objectOf(rng, queryFields)))
        query.append(wellFormed(key), wellFormed(typeof value === 'string' ? value : JSON.stringify(value)));
      const shape = rng.int(10);
      const bodyFields = fieldsOf(call.body);
      const payload = shape === 0 ? anyValue(rng) : shape === 1 ? '{"broken": ' : objectOf(rng, bodyFields);
      const asMember = rng.next() < 0.6 && name !== 'accountCalls.logout';
      const response = await t.app.inject({
        method: call.method,
        url: `${fillPath(call.path, params, 'x')}${query.size > 0 ? `?${query}` : ''}`,
        headers: {
          ...(asMember ? { authorization: `Bearer ${member.token}` } : {}),
          ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.method === 'GET'
          ? {}
          : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });
      counts['fuzz requests'] += 1;
      const where = `#${i} ${name} ${call.method} ${response.statusCode}`;
      if (response.statusCode >= 500) failures.push(`${where}: ${response.body.slice(0, 200)}`);
      const type = String(response.headers['content-type'] ?? '');
      if (!type.includes('json')) {
        // A stream (the AI chat's SSE) or a file may answer 200; a refusal is always JSON.
        if (response.statusCode !== 200) failures.push(`${where}: not JSON (${type})`);
        continue;
      }
      const answer = response.json() as { code?: unknown; msg?: unknown };
      if (typeof answer.code !== 'number' || typeof answer.msg !== 'string')
        failures.push(`${where}: not {code, msg}: ${response.body.slice(0, 200)}`);
      else if (answer.code !== 200 && !CHINESE.test(answer.msg))
        failures.push(`${where}: msg not Chinese: ${answer.msg.slice(0, 120)}`);
      // A session the run itself ended (a password change, …) is renewed, so the member keeps fuzzing.
      if (asMember && answer.code === 4001 && call.auth === 'required')
        member = { ...member, token: await createSession(t.ctx.db, member.id) };
      if (failures.length >= 20) break;
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
