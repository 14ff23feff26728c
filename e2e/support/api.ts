import type { Page } from 'playwright-core';
import { baseURL } from './browser.ts';
import { SAME_ORIGIN_STATIC } from './context-pool.ts';

export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the running platform's API directly (seeding data, reading the dev outbox). */
export async function api<T = any>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(baseURL() + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as Answer<T>;
}

/** Like api() but a refusal fails the test at once, naming the call (seeding steps must not fail quietly). */
export async function apiOk<T = any>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await api<T>(method, path, body, token, headers);
  if (answer.code !== 200) throw new Error(`${method} ${path} refused: ${answer.code} ${answer.msg}`);
  return answer.data;
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  subject: string;
  code: string | null;
  link: string | null;
  body: string;
}

/**
 * Polls the dev outbox until a message to `to` satisfies `match` (newest first). Sends started from the
 * browser land a moment after the click, so a single read could miss them.
 */
export async function waitForOutbox(
  to: string,
  match: (message: OutboxMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await apiOk<OutboxMessage[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const found = list.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching outbox message to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The newest dev-outbox message to a phone or e-mail. */
export function latestOutbox(to: string): Promise<OutboxMessage> {
  return waitForOutbox(to, () => true, 0);
}

let sequence = 0;

/** A phone number nobody has used in this run (time-based so that separate test files differ too). */
export function uniquePhone(): string {
  sequence += 1;
  return `139${String(Date.now() % 1_000_000).padStart(6, '0')}${String(sequence % 100).padStart(2, '0')}`;
}

export function uniqueEmail(): string {
  sequence += 1;
  return `e2e${Date.now()}n${sequence}@example.com`;
}

/**
 * A same-origin document that runs none of the site's code, where a sign-in writes localStorage before the test
 * opens its first real page. Landing on the home page instead cost a full render and hydration (~1 s of a
 * busy core) per sign-in, 84 sign-ins a run, for a page the test then left at once.
 */
export { SAME_ORIGIN_STATIC };

/**
 * Signs in through the API the way the login page does: the answer's HttpOnly auth_session cookie lands in
 * the browser context (the social-binding tab needs it) and the session is stored in localStorage.
 */
export async function signIn(
  page: Page,
  account: string,
  password: string,
): Promise<{ token: string; user: any }> {
  const response = await page
    .context()
    .request.post(`${baseURL()}/api/user/login`, { data: { phone: account, password, type: 'pass' } });
  const answer = (await response.json()) as Answer<{ token: string; user: any }>;
  if (answer.code !== 200) throw new Error(`login failed: ${answer.msg}`);
  await page.goto(SAME_ORIGIN_STATIC);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('Authorization', `Bearer ${token}`);
      localStorage.setItem('UserInfo', JSON.stringify(user));
    },
    [answer.data.token, answer.data.user] as const,
  );
  return answer.data;
}
