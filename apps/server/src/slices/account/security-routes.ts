import { accountCalls, M } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { accountDeps } from './account-deps.ts';
import { requestEmailChange } from './change-email.ts';
import { bindPhone, changePassword, setSecurityAnswers } from './change-security.ts';
import { requireMember } from '../../kernel/members/index.ts';

/** The four security items (001 §2.5, §7). */
export function registerSecurityRoutes(app: App): void {
  route(app, accountCalls.setPassword, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    await changePassword(ctx.db, accountDeps(ctx), member, user, {
      oldPassword: body.old_password,
      password: body.password,
    });
    return ok(null, M.setPasswordOk);
  });

  route(app, accountCalls.setSecurity, async ({ body, user, ctx }) => {
    await setSecurityAnswers(ctx.db, await requireMember(ctx.db, user), body.data);
    return ok(null, M.securityOk);
  });

  route(app, accountCalls.setPhone, async ({ body, user, ctx }) => {
    await bindPhone(ctx.db, accountDeps(ctx), await requireMember(ctx.db, user), body);
    return ok(null, M.setPhoneOk);
  });

  route(app, accountCalls.setEmail, async ({ body, user, ctx }) => {
    await requestEmailChange(ctx.db, accountDeps(ctx), await requireMember(ctx.db, user), body);
    return ok(null, M.setEmailOk);
  });
}
