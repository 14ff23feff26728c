import { accountCalls, M } from '@app/contract';
import type { App, AppContext } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { readSiteHtml } from '../../kernel/site-settings/index.ts';
import { SiteSettingKey } from '../../kernel/site-settings/index.ts';
import { accountDeps } from './account-deps.ts';
import { clearSessionCookies, setSessionCookie } from './auth-cookie.ts';
import { logInWithCode, logInWithPassword } from './log-in.ts';
import { resetPasswordByAnswers, sendResetLink } from './password-reset.ts';
import type { AccountPorts } from './account-ports.ts';
import { presentUser } from './present-user.ts';
import { registerMember } from './register-member.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { sendVerificationCode } from './send-verification-code.ts';
import { createSession, revokeSession } from './sessions.ts';
import { verifyEmailLink } from './change-email.ts';

const isSecure = (ctx: AppContext) => ctx.config.PUBLIC_URL.startsWith('https://');

/** Sign-in, sign-out, registration and recovery (000 §5, §7). */
export function registerSessionRoutes(app: App, ports: AccountPorts): void {
  route(app, accountCalls.login, async ({ body, ctx, request, reply }) => {
    const deps = accountDeps(ctx);
    const member =
      body.type === 'pass'
        ? await logInWithPassword(ctx.db, deps, {
            account: body.phone,
            password: body.password ?? '',
            ip: request.ip,
          })
        : await logInWithCode(ctx.db, deps, { phone: body.phone, code: body.code ?? '', ip: request.ip });
    const token = await createSession(ctx.db, member.id, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setSessionCookie(reply, token, isSecure(ctx));
    return ok({ token, user: await presentUser(ctx.db, ports, member) }, M.loginOk);
  });

  route(app, accountCalls.logout, async ({ user, ctx, reply }) => {
    await revokeSession(ctx.db, user.sessionId);
    clearSessionCookies(reply, isSecure(ctx));
    return ok(null, M.logoutOk);
  });

  route(app, accountCalls.me, async ({ user, ctx }) =>
    ok(await presentUser(ctx.db, ports, await requireMember(ctx.db, user))),
  );

  route(app, accountCalls.sendCode, async ({ body, user, ctx, request }) => {
    await sendVerificationCode(ctx.db, accountDeps(ctx), {
      target: body.phone,
      scene: body.scene,
      ip: request.ip,
      userId: user?.id ?? null,
    });
    return ok(null, M.smsSent);
  });

  route(app, accountCalls.agreement, async ({ ctx }) =>
    ok(await readSiteHtml(ctx.db, SiteSettingKey.registerAgreement)),
  );

  route(app, accountCalls.register, async ({ body, ctx, request }) => {
    await registerMember(ctx.db, accountDeps(ctx), {
      name: body.name,
      account: body.phone,
      password: body.password,
      code: body.code,
      ip: request.ip,
    });
    return ok(null, M.registerOk);
  });

  route(app, accountCalls.forgetPassword, async ({ body, ctx, request }) => {
    await sendResetLink(ctx.db, accountDeps(ctx), { email: body.email, ip: request.ip });
    return ok(null, M.forgetSent);
  });

  route(app, accountCalls.resetPassword, async ({ body, ctx, request }) => {
    await resetPasswordByAnswers(ctx.db, accountDeps(ctx), {
      email: body.email,
      answers: [body.answer1, body.answer2, body.answer3],
      password: body.password,
      ip: request.ip,
    });
    return ok(null, M.resetOk);
  });

  route(app, accountCalls.emailVerify, async ({ body, ctx }) => {
    await verifyEmailLink(ctx.db, accountDeps(ctx), {
      email: body.email,
      token: body._token,
      timestamp: body.timestamp,
      verifyCode: body.verify_code,
    });
    return ok(null, M.emailVerifyOk);
  });
}
