import { accountMessages, Code, M } from '@app/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App, AppContext } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { rawRoute } from '../../http/raw-route.ts';
import {
  isSocialProviderId,
  type SocialIdentity,
  type SocialProvider,
  type SocialProviderId,
} from '../../platform/social/social.ts';
import { appendCookie, clearCookie, SESSION_COOKIE, setSessionCookie, STATE_COOKIE } from './auth-cookie.ts';
import { findMemberById } from '../../kernel/members/index.ts';
import { bindSocialIdentity, findSocialMember } from './link-social.ts';
import { claimedMode, createSocialState, readSocialState, SOCIAL_STATE_TTL_SECONDS } from './social-state.ts';
import { createSession, readCookie, resolveSession } from './sessions.ts';

function providerOf(ctx: AppContext, id: string): SocialProvider | null {
  return isSocialProviderId(id) ? (ctx.services.social[id] ?? null) : null;
}

const callbackUrl = (ctx: AppContext, id: SocialProviderId) => `${ctx.config.PUBLIC_URL}/auth/${id}/callback`;
const isSecure = (ctx: AppContext) => ctx.config.PUBLIC_URL.startsWith('https://');
const bindResult = (msg: string, code: number) => `/?bind=${encodeURIComponent(msg)}&code=${code}`;
const providerParams = z.object({ provider: z.string() });
/** A query value read once: a repeated parameter (?code=a&code=b) counts as missing. */
const single = z.string().optional().catch(undefined);

/**
 * Social login and binding (000 §4, 001 §4). These are browser navigations, not API calls, so every
 * outcome is a redirect the web app understands: `/?token=…` (signed in), `/register?redirect=bind`
 * (identity not bound yet), `/?bind=<msg>&code=<code>` (binding result) or `/login?error=<msg>`.
 */
export function registerSocialRoutes(app: App): void {
  const askToSignIn = (reply: FastifyReply) =>
    reply.redirect(bindResult(accountMessages.socialLoginFirst, Code.unauthenticated));
  const start = {
    method: 'GET',
    url: '/auth/:provider',
    params: providerParams,
    // A user_id that is not one string (repeated) is a binding nobody can be signed in for.
    query: z.object({ user_id: z.string().optional() }),
    invalid: (_request: unknown, reply: FastifyReply) => askToSignIn(reply),
  } as const;
  rawRoute(app, start, async ({ params, query, request, reply }) => {
    const { ctx } = app;
    const provider = providerOf(ctx, params.provider);
    if (!provider) return reply.callNotFound();
    let mode: 'login' | 'bind' = 'login';
    let userId = 0;
    if (query.user_id !== undefined && query.user_id !== '') {
      // The tab carries no Authorization header: the auth_session cookie must be a live session of user_id.
      mode = 'bind';
      const token = readCookie(request, SESSION_COOKIE);
      const session = token ? await resolveSession(ctx.db, token) : null;
      const wanted = query.user_id;
      if (!session || !/^\d{1,10}$/.test(wanted) || session.id !== Number(wanted)) {
        return askToSignIn(reply);
      }
      userId = session.id;
    }
    const state = createSocialState(ctx.config.APP_SECRET, { mode, userId, provider: provider.id });
    appendCookie(reply, STATE_COOKIE, state.nonce, {
      maxAgeSeconds: SOCIAL_STATE_TTL_SECONDS,
      secure: isSecure(ctx),
    });
    return reply.redirect(provider.authorizeUrl(state.value, callbackUrl(ctx, provider.id)));
  });

  const callback = {
    method: 'GET',
    url: '/auth/:provider/callback',
    params: providerParams,
    query: z.object({ state: single, code: single }),
  } as const;
  rawRoute(app, callback, async ({ params, query, request, reply }) => {
    const { ctx } = app;
    const provider = providerOf(ctx, params.provider);
    if (!provider) return reply.callNotFound();
    const stateValue = query.state;
    const fail = (msg: string, code: number = Code.refused) =>
      reply.redirect(
        claimedMode(stateValue) === 'bind'
          ? bindResult(msg, code)
          : `/login?error=${encodeURIComponent(msg)}`,
      );

    const state = readSocialState(ctx.config.APP_SECRET, stateValue, provider.id);
    const nonce = readCookie(request, STATE_COOKIE);
    clearCookie(reply, STATE_COOKIE, isSecure(ctx));
    if (!state || !nonce || nonce !== state.nonce) return fail(M.socialStateInvalid);
    const code = query.code;
    if (!code || code.length > 512) return fail(M.socialProviderError);

    let identity: SocialIdentity;
    try {
      identity = await provider.exchange(code, callbackUrl(ctx, provider.id));
    } catch (error) {
      request.log.warn({ err: error, provider: provider.id }, 'social code exchange failed');
      return fail(M.socialProviderError);
    }
    identity = { ...identity, provider: provider.id };

    if (state.mode === 'bind') {
      // The member may have been removed while the tab was on the provider's page.
      if (!(await findMemberById(ctx.db, state.userId)))
        return fail(accountMessages.socialLoginFirst, Code.unauthenticated);
      try {
        await bindSocialIdentity(ctx.db, state.userId, identity);
      } catch (error) {
        if (error instanceof DomainError) return fail(error.message, error.code);
        throw error;
      }
      return reply.redirect(bindResult(M.socialBindOk, Code.ok));
    }
    const userId = await findSocialMember(ctx.db, identity);
    if (userId === null) return reply.redirect('/register?redirect=bind');
    if ((await findMemberById(ctx.db, userId))?.disabledAt) return fail(M.memberDisabled, Code.forbidden);
    return signIn(ctx, reply, userId, { userAgent: request.headers['user-agent'], ip: request.ip });
  });
}

async function signIn(
  ctx: AppContext,
  reply: FastifyReply,
  userId: number,
  meta: { userAgent?: string; ip: string },
) {
  const token = await createSession(ctx.db, userId, meta);
  setSessionCookie(reply, token, isSecure(ctx));
  return reply.redirect(`/?token=${encodeURIComponent(token)}`);
}
