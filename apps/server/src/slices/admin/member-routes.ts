import { adminMemberCalls, adminMessages, VIP_GRANT_PLANS } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import type { MemberRow } from '../../kernel/members/index.ts';
import {
  resetMemberPassword,
  setCreatorFlags,
  setMemberDisabled,
  type MemberRecorder,
} from '../account/index.ts';
import { grantVip } from '../ai/index.ts';
import { recordAudit, type StaffActor } from './audit.ts';
import { listMembers, readMember } from './list-members.ts';
import { presentAdminMember, presentAdminMemberDetail } from './present-member.ts';
import { staffRoute } from './staff-route.ts';

/** What the audit keeps of a member (never the password hash or security answers: audit.ts drops those too). */
const memberState = (m: MemberRow) => ({
  disabled: m.disabledAt !== null,
  disabled_reason: m.disabledReason,
  can_upload_course: m.canUploadCourse,
  can_upload_plug: m.canUploadPlug,
  can_upload_goods: m.canUploadGoods,
  bind: m.bind,
});

const audit =
  (actor: StaffActor, action: string, extra: Record<string, unknown> = {}): MemberRecorder =>
  (tx, change) =>
    recordAudit(tx, actor, {
      action,
      targetType: 'member',
      targetId: change.after.id,
      before: memberState(change.before),
      after: { ...memberState(change.after), ...extra },
    });

/** 会员管理 (admin only). */
export function registerMemberRoutes(app: App): void {
  staffRoute(app, adminMemberCalls.members, 'members', async ({ query, ctx }) => {
    const page = await listMembers(ctx.db, query, query);
    return ok({ list: page.rows.map((r) => presentAdminMember(r)), total: page.total });
  });

  staffRoute(app, adminMemberCalls.member, 'members', async ({ params, ctx }) =>
    ok(presentAdminMemberDetail(await readMember(ctx.db, params.id))),
  );

  staffRoute(app, adminMemberCalls.setStatus, 'members', async ({ params, body, ctx, staff }) => {
    const action = body.disabled ? 'member.disable' : 'member.enable';
    await setMemberDisabled(
      ctx.db,
      { userId: params.id, ...body },
      audit(staff.actor, action, { reason: body.reason }),
    );
    return ok(
      presentAdminMemberDetail(await readMember(ctx.db, params.id)),
      body.disabled ? '已停用，会员已被强制退出登录' : '已启用',
    );
  });

  staffRoute(app, adminMemberCalls.resetPassword, 'members', async ({ params, body, ctx, staff }) => {
    await resetMemberPassword(
      ctx.db,
      { userId: params.id, password: body.password },
      audit(staff.actor, 'member.password_reset', { reason: body.reason }),
    );
    return ok(
      presentAdminMemberDetail(await readMember(ctx.db, params.id)),
      '密码已重置，会员需用新密码重新登录',
    );
  });

  staffRoute(app, adminMemberCalls.setFlags, 'members', async ({ params, body, ctx, staff }) => {
    await setCreatorFlags(
      ctx.db,
      {
        userId: params.id,
        flags: {
          canUploadCourse: body.can_upload_course,
          canUploadPlug: body.can_upload_plug,
          canUploadGoods: body.can_upload_goods,
          bind: body.bind,
        },
      },
      audit(staff.actor, 'member.flags'),
    );
    return ok(presentAdminMemberDetail(await readMember(ctx.db, params.id)), adminMessages.done);
  });

  staffRoute(app, adminMemberCalls.grantVip, 'members', async ({ params, body, ctx, staff }) => {
    const plan = VIP_GRANT_PLANS.find((p) => p.value === body.plan)!;
    await grantVip(ctx.db, { userId: params.id, months: plan.months }, (tx, change) =>
      recordAudit(tx, staff.actor, {
        action: 'member.vip_grant',
        targetType: 'member',
        targetId: params.id,
        before: change.before,
        after: { ...change.after, plan: plan.value, reason: body.reason },
      }),
    );
    return ok(presentAdminMemberDetail(await readMember(ctx.db, params.id)), `已赠送 ${plan.label} VIP`);
  });
}
