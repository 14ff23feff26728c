/**
 * bench/video's platform: the demo data with its clips drawn and transcoded (the e2e suite's ready platform,
 * e2e/support/ready-platform.ts), made once on the benchmark's own PostgreSQL and reused by later runs, and
 * the lesson the demo member plays: a lesson of the free demo course whose top rung is the tallest.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl } from '../../e2e/support/database.ts';
import { prepareReadyPlatform, type ReadyPlatform } from '../../e2e/support/ready-platform.ts';
import { root } from '../lib/platform.ts';

const SAVED = path.join(root, '.tmp', 'bench-video', 'ready.json');

export interface ReadyLesson extends ReadyPlatform {
  url: string;
  courseId: number;
  taskId: number;
  /** The lesson's playback link (master playlist with its token) for a signed-in member who joined it. */
  lessonLink: (base: string, token: string) => Promise<string>;
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The saved ready platform when its database and files are still there, else a new one. */
async function readyPlatform(adminUrl: string): Promise<ReadyPlatform> {
  if (existsSync(SAVED)) {
    const saved = JSON.parse(readFileSync(SAVED, 'utf8')) as ReadyPlatform;
    const found = await query(adminUrl, `select 1 from pg_database where datname = '${saved.databaseName}'`);
    if (found.length > 0 && existsSync(saved.dataDir)) return saved;
  }
  console.log('preparing the demo platform with its transcoded clips (once; a few minutes)…');
  const ready = await prepareReadyPlatform(adminUrl);
  mkdirSync(path.dirname(SAVED), { recursive: true });
  writeFileSync(SAVED, JSON.stringify(ready));
  return ready;
}

async function call(url: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

export async function readyLesson(): Promise<ReadyLesson> {
  const adminUrl = execFileSync(
    'bash',
    [path.join(root, 'scripts/pg-start.sh'), process.env.BENCH_PG_PORT ?? '55452'],
    {
      encoding: 'utf8',
    },
  ).trim();
  const ready = await readyPlatform(adminUrl);
  const url = databaseUrl(adminUrl, ready.databaseName);
  const [lesson] = await query<{ course_id: number; task_id: number }>(
    url,
    `select c.id as course_id, t.id as task_id
       from courses c join course_tasks t on t.course_id = c.id join media_assets m on m.id = t.media_asset_id
      where m.state = 'ready' and c.status = 2 and c.is_check = 2 and c.price = 0
      order by jsonb_array_length(m.renditions) desc, t.id limit 1`,
  );
  if (!lesson) throw new Error('the demo data has no transcoded lesson in a free course');
  return {
    ...ready,
    url,
    courseId: lesson.course_id,
    taskId: lesson.task_id,
    lessonLink: async (base, token) => {
      // Joining twice answers "already joined", which is as good.
      await call(`${base}/api/free-course`, token, {
        method: 'POST',
        body: { type: 1, id: lesson.course_id },
      });
      const answer = await call(`${base}/api/courses/${lesson.course_id}?task_id=${lesson.task_id}`, token);
      const link = (answer.data as { task?: { link?: string } } | null)?.task?.link;
      if (!link) throw new Error(`no playback link for lesson ${lesson.task_id}: ${answer.msg}`);
      return new URL(link, base).toString();
    },
  };
}

/** The environment of the measured process: production, the API role alone, local storage. */
export function videoPlatform(
  ready: ReadyLesson,
  base: string,
  port: number,
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ROLES: 'api',
    DATABASE_URL: ready.url,
    DATA_DIR: ready.dataDir,
    LOG_LEVEL: 'warn',
    INTERNAL_API_URL: undefined,
  };
}
