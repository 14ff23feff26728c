import { ProductType } from '@app/contract';
import { coupons } from '../slices/commerce/schema.ts';
import type { SeedContext } from './seed-context.ts';

/** Demo coupon codes (README lists them); PANEL15 applies only to the plugin `panelPluginId`. */
export async function insertDemoCoupons({ db }: SeedContext, panelPluginId: number): Promise<void> {
  const since = new Date(Date.UTC(2025, 0, 1));
  await db
    .insert(coupons)
    .values([
      {
        code: 'DEMO10',
        name: '新人立减 10 光子',
        kind: 'fixed',
        value: '10.00',
        scope: 'all',
        startsAt: since,
      },
      { code: 'SAVE20', name: '全场 8 折', kind: 'percent', value: '20.00', scope: 'all', startsAt: since },
      {
        code: 'COURSE5',
        name: '课程立减 5 光子',
        kind: 'fixed',
        value: '5.00',
        scope: 'type',
        productType: ProductType.course,
        startsAt: since,
      },
      {
        code: 'PANEL15',
        name: 'PanelDivider 专享立减 15 光子',
        kind: 'fixed',
        value: '15.00',
        scope: 'product',
        productType: ProductType.plug,
        productId: panelPluginId,
        startsAt: since,
      },
      {
        code: 'ONCE8',
        name: '每人限用一次，立减 8 光子',
        kind: 'fixed',
        value: '8.00',
        scope: 'all',
        perUserLimit: 1,
        startsAt: since,
      },
      {
        code: 'EXPIRED01',
        name: '已过期的优惠码',
        kind: 'fixed',
        value: '10.00',
        scope: 'all',
        startsAt: new Date(Date.UTC(2024, 0, 1)),
        endsAt: new Date(Date.UTC(2024, 11, 31, 15, 59, 59)),
      },
    ])
    .onConflictDoNothing();
}
