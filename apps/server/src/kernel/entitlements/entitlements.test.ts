import { ProductType } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { grant, memberWithToken } from '../../slices/catalogue/testing.ts';
import { entitledIds } from './entitled-ids.ts';
import { hasEntitlement } from './has-entitlement.ts';
import { entitlements } from './entitlements-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('entitlements', () => {
  it('answers a right per member, product type, product and extend type', async () => {
    const a = await memberWithToken(t);
    const b = await memberWithToken(t);
    await grant(t, a.id, ProductType.plug, 7);
    await grant(t, a.id, ProductType.plug, 8, 'web_link');

    expect(await hasEntitlement(t.ctx.db, a.id, ProductType.plug, 7)).toBe(true);
    expect(await hasEntitlement(t.ctx.db, a.id, ProductType.plug, 7, 'web_link')).toBe(false);
    expect(await hasEntitlement(t.ctx.db, a.id, ProductType.plug, 8)).toBe(false);
    expect(await hasEntitlement(t.ctx.db, a.id, ProductType.plug, 8, 'web_link')).toBe(true);
    expect(await hasEntitlement(t.ctx.db, a.id, ProductType.course, 7)).toBe(false);
    expect(await hasEntitlement(t.ctx.db, b.id, ProductType.plug, 7)).toBe(false);
  });

  it('answers which of many ids a member holds in one call', async () => {
    const a = await memberWithToken(t);
    for (const id of [1, 3, 5]) await grant(t, a.id, ProductType.course, id);
    await grant(t, a.id, ProductType.goods, 2);
    expect(await entitledIds(t.ctx.db, a.id, ProductType.course, [1, 2, 3, 4, 3])).toEqual(new Set([1, 3]));
    expect(await entitledIds(t.ctx.db, a.id, ProductType.course, [])).toEqual(new Set());
    expect(await entitledIds(t.ctx.db, a.id, ProductType.goods, [1, 2], 'web_link')).toEqual(new Set());
  });

  it('keeps one row per member, product and extend type', async () => {
    const a = await memberWithToken(t);
    await grant(t, a.id, ProductType.course, 9);
    await expect(grant(t, a.id, ProductType.course, 9)).rejects.toThrow();
    const inserted = await t.ctx.db
      .insert(entitlements)
      .values({ userId: a.id, productType: ProductType.course, productId: 9, source: 'purchase' })
      .onConflictDoNothing()
      .returning();
    expect(inserted).toEqual([]);
  });
});
