import { adminPromotionCalls, couponMessages, formatChinaDateTime, type AdminCoupon } from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { createCoupon, disableCoupon, type CouponRow } from '../../commerce/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';
import { listCoupons } from './coupon-store.ts';

const time = (at: Date | null) => (at ? formatChinaDateTime(at) : null);

function presentCoupon(c: CouponRow): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    kind: c.kind,
    value: c.value,
    min_amount: c.minAmount,
    starts_at: time(c.startsAt),
    ends_at: time(c.endsAt),
    total_limit: c.totalLimit,
    per_user_limit: c.perUserLimit,
    used_count: c.usedCount,
    disabled: c.disabledAt !== null,
    created_at: formatChinaDateTime(c.createdAt),
  };
}

/** 优惠券 (editor, admin): list with counts, create, disable. No balance is touched here. */
export function registerCouponRoutes(app: App): void {
  staffRoute(app, adminPromotionCalls.coupons, 'promotions', async ({ query, ctx }) => {
    const page = await listCoupons(ctx.db, query);
    return ok({ list: page.rows.map(presentCoupon), total: page.total });
  });
  staffRoute(app, adminPromotionCalls.couponCreate, 'promotions', async ({ body, ctx, staff }) => {
    // The new id is known only inside the transaction: the audit row takes it from the change.
    const row = await createCoupon(ctx.db, body, (tx, change) =>
      auditChange(staff.actor, 'coupon.create', 'coupon', change.id)(tx, change),
    );
    return ok(presentCoupon(row), couponMessages.created);
  });
  staffRoute(app, adminPromotionCalls.couponDisable, 'promotions', async ({ params, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'coupon.disable', 'coupon', params.id);
    return ok(presentCoupon(await disableCoupon(ctx.db, params.id, audit)), couponMessages.disabledOk);
  });
}
