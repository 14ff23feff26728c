/**
 * Helpers shared by the creator slice's API tests (not a test file itself): creators and plain members with
 * sessions, the whole direct-upload flow through the API (credentials, plan, presigned parts, completion),
 * and submission bodies that pass review rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TestApp } from '../../../test/harness.ts';
import { addMultipartExtras } from '../../../test/s3rver-multipart.ts';
import { users } from '../../kernel/members/index.ts';
import { PNG_1PX, uploadThrough } from './uploads/testing.ts';
import { createSession } from '../account/sessions.ts';
import { categories, tags } from '../catalogue/schema.ts';

let sequence = 0;

/** A member with a session: `creator` holds every creator flag, `kinds` only those named. */
export async function member(
  t: TestApp,
  flags: { creator?: boolean; kinds?: ('course' | 'plug' | 'goods')[] } = {},
) {
  sequence += 1;
  const has = (kind: 'course' | 'plug' | 'goods') => !!flags.creator || !!flags.kinds?.includes(kind);
  const [row] = await t.ctx.db
    .insert(users)
    .values({
      name: flags.creator || flags.kinds?.length ? `创作者${sequence}` : `会员${sequence}`,
      phone: `13600${String(sequence).padStart(6, '0')}`,
      canUploadCourse: has('course'),
      canUploadPlug: has('plug'),
      canUploadGoods: has('goods'),
    })
    .returning();
  return { id: row!.id, token: await createSession(t.ctx.db, row!.id) };
}

export async function ossToken(t: TestApp, token: string): Promise<string> {
  return (await t.call('GET', '/api/oss', { token })).data.upload_token;
}

/** The whole direct upload through the creators' calls; answers the completion's data (key, url, …). */
export async function upload(
  t: TestApp,
  token: string,
  file: { purpose: string; name: string; content: Buffer; type?: string },
) {
  const openBody = {
    token: await ossToken(t, token),
    purpose: file.purpose,
    name: file.name,
    content_type: file.type ?? 'application/octet-stream',
  };
  return uploadThrough(t, token, '/api/oss/multipart', openBody, file.content);
}

/** A selectable leaf category and a tenant one of `kind`, and a tag. */
export async function catalogueRefs(t: TestApp, kind: 'course' | 'plug' | 'goods') {
  sequence += 1;
  const [open] = await t.ctx.db
    .insert(categories)
    .values({ kind, name: `开放${sequence}`, level: 1 })
    .returning();
  const [tenant] = await t.ctx.db
    .insert(categories)
    .values({ kind, name: `机构${sequence}`, level: 1, alias: 'tenant' })
    .returning();
  const [child] = await t.ctx.db
    .insert(categories)
    .values({ kind, name: `机构子类${sequence}`, level: 2, parentId: tenant!.id })
    .returning();
  const [tag] = await t.ctx.db
    .insert(tags)
    .values({ tag: `标签${sequence}` })
    .returning();
  return { cateId: open!.id, tenantId: tenant!.id, tenantChildId: child!.id, tagId: tag!.id };
}

/** A real PNG: uploads are checked by their bytes. */
export const png = () => Buffer.from(PNG_1PX);

/** An S3-compatible test double (s3rver) and the env that points the platform at it; `prepare` adds middleware. */
export async function startS3(prepare?: (server: S3rver) => void) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-creator-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'creator-bucket' }],
  });
  addMultipartExtras(server, directory);
  prepare?.(server);
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'creator-bucket',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
