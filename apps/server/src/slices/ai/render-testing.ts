/**
 * Helpers shared by the render API tests (not a test file itself): styles, reference pictures, VIP members,
 * generate calls and a render worker on the test app.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import type { RenderProvider } from '../../platform/ai/render-provider.ts';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { multipart } from '../account/testing.ts';
import { renderDeps } from './render-deps.ts';
import { renderJobHandler } from './render-run.ts';
import { aiRenderStyles } from './render-schema.ts';
import { aiMember } from './testing.ts';

export { shapePng } from '../../platform/ai/render-fakes.ts';

let n = 0;

/** A category with one child style; answers both rows. */
export async function renderStyle(t: TestApp, palette = '#102030,#405060,#f0f0f0') {
  n += 1;
  const [category] = await t.ctx.db
    .insert(aiRenderStyles)
    .values({ name: `测试大类${n}`, sort: n })
    .returning();
  const [style] = await t.ctx.db
    .insert(aiRenderStyles)
    .values({
      parentId: category!.id,
      name: `测试风格${n}`,
      promt: `test prompt ${n}`,
      fpromt: 'blurry',
      palette,
      cover: '/files/public/c.svg',
    })
    .returning();
  return { category: category!, style: style! };
}

export async function vipMember(t: TestApp, opening?: string) {
  const member = await aiMember(t, opening);
  await t.ctx.db.update(users).set({ vipPermanent: true }).where(eq(users.id, member.id));
  return member;
}

export function uploadReference(
  t: TestApp,
  token: string,
  bytes: Buffer,
  name = 'ref.png',
  type = 'image/png',
) {
  const form = multipart('file', name, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form.body,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

export function generate(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.call('POST', '/api/ai/generate', { body, token });
}

/** A render worker on the test app's database (optionally against another backend). */
export function renderRunner(t: TestApp, workerId: string, provider?: RenderProvider) {
  const deps = { ...renderDeps(t.ctx), ...(provider ? { provider } : {}) };
  return createJobRunner(t.ctx.db, [renderJobHandler(deps)], { workerId });
}
