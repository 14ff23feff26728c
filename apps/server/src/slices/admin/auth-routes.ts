import { adminCalls, adminMessages, STAFF_ROLE_TEXT } from '@app/contract';
import { asc } from 'drizzle-orm';
import type { App, AppContext } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { recordAudit } from './audit.ts';
import { countTodo } from './count-todo.ts';
import { listAudit } from './list-audit.ts';
import { completeTotpLogin, logInStaff, type RequestMeta } from './log-in-staff.ts';
import { presentAuditEntry, presentStaff } from './present-staff.ts';
import { staff } from './schema.ts';
import { clearStaffCookie, revokeStaffSession, setStaffCookie } from './staff-sessions.ts';
import { staffRoute } from './staff-route.ts';
import { confirmTotpEnrolment, disableTotp, startTotpEnrolment } from './totp-enrolment.ts';

const isSecure = (ctx: AppContext) => ctx.config.PUBLIC_URL.startsWith('https://');
const loginDeps = (ctx: AppContext) => ({
  counters: ctx.services.counters,
  appSecret: ctx.config.APP_SECRET,
});
const metaOf = (request: { ip: string; headers: Record<string, unknown> }): RequestMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Staff sign-in and out, the own account, TOTP enrolment, the audit log. */
export function registerAuthRoutes(app: App): void {
  route(app, adminCalls.login, async ({ body, ctx, request, reply }) => {
    const result = await logInStaff(ctx.db, loginDeps(ctx), body, metaOf(request));
    if ('totpTicket' in result) return ok({ totp_ticket: result.totpTicket }, adminMessages.totpRequired);
    setStaffCookie(reply, result.token, isSecure(ctx));
    return ok({ token: result.token, staff: presentStaff(result.staff) }, adminMessages.loginOk);
  });

  route(app, adminCalls.loginTotp, async ({ body, ctx, request, reply }) => {
    const result = await completeTotpLogin(ctx.db, loginDeps(ctx), body, metaOf(request));
    setStaffCookie(reply, result.token, isSecure(ctx));
    return ok({ token: result.token, staff: presentStaff(result.staff) }, adminMessages.loginOk);
  });

  staffRoute(app, adminCalls.logout, 'any', async ({ ctx, reply, staff: who }) => {
    await ctx.db.transaction(async (tx) => {
      await revokeStaffSession(tx, who.sessionId);
      await recordAudit(tx, who.actor, {
        action: 'auth.logout',
        targetType: 'staff',
        targetId: who.account.id,
      });
    });
    clearStaffCookie(reply, isSecure(ctx));
    return ok(null, adminMessages.logoutOk);
  });

  staffRoute(app, adminCalls.me, 'any', ({ staff: who }) => ok(presentStaff(who.account)));

  // 工作台's counts: any staff member asks, each count only for a role that may act on it.
  staffRoute(app, adminCalls.todo, 'any', async ({ ctx, staff: who }) =>
    ok(await countTodo(ctx.db, who.account.role)),
  );

  staffRoute(app, adminCalls.totpSetup, 'any', async ({ ctx, staff: who }) => {
    const started = await startTotpEnrolment(ctx.db, ctx.config.APP_SECRET, who.account);
    return ok({ secret: started.secret, otpauth_url: started.otpauthUrl, qr: started.qr });
  });

  staffRoute(app, adminCalls.totpEnable, 'any', async ({ body, ctx, staff: who }) =>
    ok(
      presentStaff(
        await confirmTotpEnrolment(ctx.db, ctx.config.APP_SECRET, who.account, body.code, who.actor),
      ),
      adminMessages.totpEnabled,
    ),
  );

  staffRoute(app, adminCalls.totpDisable, 'any', async ({ body, ctx, staff: who }) =>
    ok(
      presentStaff(await disableTotp(ctx.db, ctx.config.APP_SECRET, who.account, body, who.actor)),
      adminMessages.totpDisabled,
    ),
  );

  staffRoute(app, adminCalls.audit, 'audit', async ({ query, ctx }) => {
    const page = await listAudit(ctx.db, {
      offset: query.offset,
      limit: query.limit,
      staffId: query.staff_id,
      action: query.action,
      targetType: query.target_type,
      targetId: query.target_id,
      from: query.from,
      to: query.to,
    });
    return ok({ list: page.rows.map(presentAuditEntry), total: page.total });
  });

  staffRoute(app, adminCalls.staffList, 'audit', async ({ ctx }) => {
    const rows = await ctx.db.select().from(staff).orderBy(asc(staff.id));
    return ok(
      rows.map((r) => ({ id: r.id, name: r.name, role: r.role, role_text: STAFF_ROLE_TEXT[r.role] })),
    );
  });
}
