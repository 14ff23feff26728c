import type { Page } from 'playwright-core';
import { baseURL } from './browser.ts';

/** Calls the running platform's API directly (seeding data, reading the dev outbox). */
export async function api<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(baseURL() + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** The newest dev-outbox message to a phone or e-mail. */
export async function latestOutbox(to: string): Promise<{ code: string | null; link: string | null; body: string }> {
  const answer = await api<{ code: string | null; link: string | null; body: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (answer.code !== 200 || !answer.data.length) throw new Error(`no outbox message to ${to}: ${answer.msg}`);
  return answer.data[0];
}

/** A phone number nobody has used in this run. */
export function uniquePhone(): string {
  return `139${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** Signs in through the API and stores the session the way the web app does (localStorage). */
export async function signIn(page: Page, phone: string, password: string): Promise<{ token: string; user: any }> {
  const answer = await api<{ token: string; user: any }>('POST', '/api/user/login', { phone, password, type: 'pass' });
  if (answer.code !== 200) throw new Error(`login failed: ${answer.msg}`);
  await page.goto('/');
  await page.evaluate(([token, user]) => {
    localStorage.setItem('Authorization', `Bearer ${token}`);
    localStorage.setItem('UserInfo', JSON.stringify(user));
  }, [answer.data.token, answer.data.user] as const);
  return answer.data;
}
