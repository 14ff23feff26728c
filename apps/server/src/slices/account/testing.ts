/**
 * Helpers shared by the account slice's API tests (not a test file itself): members created straight in
 * the database, codes read back from the dev outbox, multipart bodies for uploads.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { devOutbox } from '../../platform/schema.ts';
import { hashSecret, normaliseAnswer } from './passwords.ts';
import { users } from '../../kernel/members/index.ts';

let sequence = 0;
/** A phone number no other test in this process uses. */
export function uniquePhone(): string {
  sequence += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}
export function uniqueEmail(): string {
  sequence += 1;
  return `member${process.pid}_${sequence}@example.com`;
}
/** A fresh client address so per-IP limits of one test do not leak into the next. */
export function uniqueIp(): Record<string, string> {
  sequence += 1;
  return { 'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}` };
}

export interface MemberSeed {
  phone?: string | null;
  email?: string | null;
  password?: string | null;
  name?: string;
  answers?: [string, string, string];
}

export async function createMember(t: TestApp, seed: MemberSeed = {}) {
  const phone = seed.phone === undefined ? uniquePhone() : seed.phone;
  const password = seed.password === undefined ? 'secret123' : seed.password;
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      name: seed.name ?? '测试会员',
      phone,
      email: seed.email ?? null,
      passwordHash: password === null ? null : await hashSecret(password),
      securityAnswers: seed.answers
        ? {
            1: await hashSecret(normaliseAnswer(seed.answers[0])),
            2: await hashSecret(normaliseAnswer(seed.answers[1])),
            3: await hashSecret(normaliseAnswer(seed.answers[2])),
          }
        : null,
    })
    .returning();
  return { ...row!, password };
}

export async function logIn(t: TestApp, account: string, password = 'secret123'): Promise<string> {
  const res = await t.call('POST', '/api/user/login', {
    body: { phone: account, password, type: 'pass' },
    headers: uniqueIp(),
  });
  if (res.code !== 200) throw new Error(`login failed: ${res.msg}`);
  return res.data.token as string;
}

/** The newest message the dev outbox holds for a phone or an e-mail. */
export async function lastOutbox(t: TestApp, to: string) {
  const [row] = await t.ctx.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to.toLowerCase()))
    .orderBy(desc(devOutbox.id))
    .limit(1);
  return row ?? null;
}

/** The code in the newest SMS (code column) or mail (6 digits in the text) sent to `to`. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const row = await lastOutbox(t, to);
  const code = row?.code ?? /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export async function outboxCount(t: TestApp, to: string, channel: 'sms' | 'email'): Promise<number> {
  const rows = await t.ctx.db
    .select({ id: devOutbox.id })
    .from(devOutbox)
    .where(and(eq(devOutbox.to, to.toLowerCase()), eq(devOutbox.channel, channel)));
  return rows.length;
}

/** A multipart/form-data body with one file field. */
export function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----account-test-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Bytes that start like a JPEG (FF D8 FF E0) padded to `size`. */
export function jpegBytes(size = 1024): Buffer {
  const bytes = Buffer.alloc(size, 0x11);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

/** Parses the Set-Cookie header(s) of an inject response into name → {value, attributes}. */
export function cookiesOf(
  header: string | string[] | undefined,
): Record<string, { value: string; attributes: string }> {
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies: Record<string, { value: string; attributes: string }> = {};
  for (const line of list) {
    const [pair = '', ...rest] = line.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index).trim()] = {
      value: decodeURIComponent(pair.slice(index + 1)),
      attributes: rest.join(';').trim(),
    };
  }
  return cookies;
}
