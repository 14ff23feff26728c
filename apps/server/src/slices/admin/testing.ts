/**
 * Helpers shared by the admin slice's API tests (not a test file itself): staff accounts of each role with a
 * session, and reading the audit log.
 */
import type { StaffRole } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { categoryChain } from '../catalogue/testing.ts';
import { createStaff } from './create-staff.ts';
import { adminAuditLog } from './schema.ts';
import { createStaffSession } from './staff-sessions.ts';

let sequence = 0;
export const STAFF_TEST_PASSWORD = 'Staff123456';

/** A unique phone per process and call (test files run in parallel on one PostgreSQL). */
export function staffPhone(): string {
  sequence += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(4, '0')}`;
}

export async function staffWithToken(t: TestApp, role: StaffRole, name = `测试${role}`) {
  const row = await createStaff(t.ctx.db, { phone: staffPhone(), name, role, password: STAFF_TEST_PASSWORD });
  return {
    ...row,
    token: await createStaffSession(t.ctx.db, row.id, { ip: '127.0.0.1', userAgent: 'test' }),
  };
}

/** One staff token per role. */
export async function staffTokens(t: TestApp): Promise<Record<StaffRole, string>> {
  return {
    admin: (await staffWithToken(t, 'admin')).token,
    reviewer: (await staffWithToken(t, 'reviewer')).token,
    finance: (await staffWithToken(t, 'finance')).token,
    editor: (await staffWithToken(t, 'editor')).token,
  };
}

/** The audit rows about one target, newest first. */
export function auditRowsFor(t: TestApp, targetType: string, targetId: string | number) {
  return t.ctx.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(targetId)))
    .orderBy(desc(adminAuditLog.id))
    .then((rows) => rows.filter((r) => r.targetType === targetType));
}

/** A multipart/form-data body of text fields and files, for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; content: Buffer }>,
) {
  const boundary = `----admin-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The content tests' setup (courses, plugins, materials, site pages, AI area): a test app, a staff token per
 * role, and one fresh top-level category of `kind` per name (none by default).
 */
export async function startContentTestApp(
  kind: 'course' | 'plug' | 'goods' | 'news' = 'course',
  categoryNames: string[] = [],
) {
  const t = await startTestApp();
  const tokens = await staffTokens(t);
  const categoryIds: number[] = [];
  for (const name of categoryNames) categoryIds.push((await categoryChain(t, kind, [name]))[0]!);
  return { t, tokens, categoryIds };
}
