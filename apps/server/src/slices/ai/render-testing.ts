/**
 * Helpers shared by the render API tests (not a test file itself): styles, reference pictures, VIP members,
 * generate calls and a render worker on the test app.
 */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { users } from '../../kernel/members/index.ts';
import { blankRaster, encodePng } from '../../platform/ai/render-image.ts';
import type { RenderProvider } from '../../platform/ai/render-provider.ts';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { multipart } from '../account/testing.ts';
import { renderDeps } from './render-deps.ts';
import { renderJobHandler } from './render-run.ts';
import { aiRenderStyles } from './render-schema.ts';
import { aiMember } from './testing.ts';

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

/** A real PNG with a dark square on light ground (edges, depth and regions to find). */
export function shapePng(width = 96, height = 64): Buffer {
  const raster = blankRaster(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x > width / 4 && x < (width * 3) / 4 && y > height / 4 && y < (height * 3) / 4;
      raster.data.set(inside ? [30, 30, 30, 255] : [235, 235, 235, 255], (y * width + x) * 4);
    }
  return encodePng(raster);
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
    url: '/api/upload?type=render',
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
