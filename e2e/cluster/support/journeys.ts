import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiOk } from '../../support/api.ts';
import { button, gotoHydrated } from '../../support/ui.ts';
import { cluster } from './control.ts';

/** Steps of the cluster journeys that are not the point of a test themselves. */

/** GET through one node directly (not the proxy): what that node answers this member. */
export async function askNode<T = any>(node: 'a' | 'b', path: string, token?: string) {
  const response = await fetch(`${await cluster.nodeUrl(node)}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** A password login sent to one node directly. */
export async function loginAt(node: 'a' | 'b', phone: string, password: string) {
  const response = await fetch(`${await cluster.nodeUrl(node)}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password, type: 'pass' }),
  });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string }) };
}

interface Lesson {
  id: number;
  video_status: string;
  lock_status: 0 | 1;
}

/** Waits until the worker has transcoded the lesson's video. */
export async function waitUntilReady(courseId: number, lessonId: number, token: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await apiOk<{ details: { task: Lesson[] }[] }>(
      'GET',
      `/api/courses/${courseId}`,
      undefined,
      token,
    );
    const lesson = detail.details.flatMap((c) => c.task).find((l) => l.id === lessonId);
    if (lesson?.video_status === 'ready') return;
    if (Date.now() > deadline)
      throw new Error(`lesson ${lessonId} was not transcoded in time (${lesson?.video_status})`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * A 4-second clip (H.264 + AAC, as a camera would hand over) imported as the course's first lesson's video
 * with the operator tool (`media:import`); the worker transcodes it. Answers the lesson's id.
 */
export async function importLessonVideo(courseId: number, token: string, dir: string): Promise<number> {
  const file = path.join(dir, 'lesson.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '4', '-pix_fmt', 'yuv420p'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', file],
  ]);
  const detail = await apiOk<{ details: { task: Lesson[] }[] }>(
    'GET',
    `/api/courses/${courseId}`,
    undefined,
    token,
  );
  const lesson = detail.details.flatMap((c) => c.task)[0]!;
  const run = await cluster.tool('cli/media-import', [file, '--task', String(lesson.id)]);
  expect(run.status, run.output).toBe(0);
  return lesson.id;
}

/** Starts the player and waits until the decrypted video has run past `seconds`. */
export async function playPast(page: Page, seconds: number): Promise<void> {
  await page.locator('.art-video-player').waitFor();
  await page.locator('.art-state').click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1), { timeout: 30_000 })
    .toBeGreaterThan(seconds);
}

/** The creator's plugin form with one version whose package is `file` (uploaded straight to S3 in parts). */
export async function uploadPluginPackage(page: Page, file: string): Promise<void> {
  await gotoHydrated(page, '/user/contribute');
  await page.getByRole('tab', { name: '插件投稿' }).click();
  await button(page, '新建插件投稿').click();
  await button(page, '添加插件').click();
  const version = page.locator('.ant-modal', {
    has: page.locator('.ant-modal-title', { hasText: '插件版本' }),
  });
  await version.getByLabel('版本号').fill('1.0.0');
  await version.locator('input[type=file][data-purpose=plugin]').setInputFiles(file);
  // The file's name shows once the upload is complete (every part stored, the upload completed).
  await version.getByText('tool-').waitFor({ timeout: 60_000 });
}

/** Rows in every table of a database: the backup's content check compares the original and the restore. */
export async function tableCounts(query: (sql: string) => Promise<any[]>): Promise<Record<string, number>> {
  const rows = await query(`
    select table_schema || '.' || table_name as name,
           (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', table_schema, table_name),
             false, true, '')))[1]::text::int as n
    from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}
