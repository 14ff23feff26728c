import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-context.ts';
import { rawRoute } from '../../http/raw-route.ts';
import { DEV_OAUTH_PATH } from './dev-oauth-provider.ts';
import { cspNonceOf } from '../../http/security-headers.ts';
import { renderDevOauthPage } from './dev-oauth-page.ts';
import { createDevIdentity, findDevIdentity, issueDevCode, listDevIdentities } from './dev-oauth-store.ts';
import { isSocialProviderId, type SocialProviderId } from './social.ts';

/** A field read once: missing or repeated reads as '' (the page then explains what is wrong). */
const field = z.string().optional().catch(undefined);
const pageFields = z.object({ provider: field, state: field, redirect_uri: field });
const formFields = pageFields.extend({ identity_id: field, nickname: field }).catch({});
type Fields = z.output<typeof pageFields>;
const text = (value: string | undefined) => value ?? '';

/**
 * Only callbacks of this site are allowed (no open redirect): a path under /auth/, or an absolute URL
 * on PUBLIC_URL's origin. The answer is the path alone so the tab stays on the host it is using.
 */
export function safeCallbackPath(redirectUri: string, publicUrl: string): string | null {
  if (redirectUri.length > 1024) return null;
  try {
    const url = new URL(redirectUri, publicUrl);
    const sameOrigin = redirectUri.startsWith('/')
      ? !redirectUri.startsWith('//')
      : url.origin === new URL(publicUrl).origin;
    if (!sameOrigin || !/^\/auth\/[a-z]+\/callback$/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The dev OAuth provider's page (GET) and its two actions (POST: choose an identity, or create one). */
export function registerDevOauthRoutes(app: App): void {
  const page = async (reply: FastifyReply, status: number, fields: Fields, error?: string) => {
    const provider = isSocialProviderId(fields.provider) ? fields.provider : null;
    const identities = provider ? await listDevIdentities(app.ctx.db, provider) : [];
    const html = renderDevOauthPage({
      provider,
      state: text(fields.state).slice(0, 1024),
      redirectUri: text(fields.redirect_uri).slice(0, 1024),
      identities,
      error,
      action: DEV_OAUTH_PATH,
      nonce: cspNonceOf(reply),
    });
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  /** Problems that make the page unusable, or null. */
  const problem = (fields: Fields): string | null => {
    if (!isSocialProviderId(fields.provider)) return '未知的登录方式，请从网站的登录页重新发起';
    if (!text(fields.state) || text(fields.state).length > 1024)
      return '缺少 state 参数，请从网站的登录页重新发起';
    if (!safeCallbackPath(text(fields.redirect_uri), app.ctx.config.PUBLIC_URL))
      return '回调地址无效，请从网站的登录页重新发起';
    return null;
  };

  rawRoute(
    app,
    { method: 'GET', url: DEV_OAUTH_PATH, query: pageFields },
    async ({ query: fields, reply }) => {
      const error = problem(fields);
      return page(reply, error ? 400 : 200, fields, error ?? undefined);
    },
  );

  void app.register(async (scope) => {
    // Plain HTML forms post urlencoded bodies, which Fastify does not parse by itself.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    rawRoute(
      scope,
      { method: 'POST', url: DEV_OAUTH_PATH, body: formFields },
      async ({ body: fields, reply }) => {
        const error = problem(fields);
        if (error) return page(reply, 400, fields, error);
        const provider = fields.provider as SocialProviderId;
        const { db } = app.ctx;
        let identityId: number;
        if (fields.identity_id !== undefined) {
          const id = Number(fields.identity_id);
          const identity =
            Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findDevIdentity(db, provider, id) : null;
          if (!identity) return page(reply, 400, fields, '该测试身份不存在，请重新选择');
          identityId = identity.id;
        } else {
          const nickname = text(fields.nickname).trim();
          if (!nickname) return page(reply, 400, fields, '请填写昵称');
          if ([...nickname].length > 20) return page(reply, 400, fields, '昵称不能超过 20 个字符');
          identityId = (await createDevIdentity(db, provider, nickname)).id;
        }
        const code = await issueDevCode(db, identityId);
        const target = new URL(
          safeCallbackPath(text(fields.redirect_uri), app.ctx.config.PUBLIC_URL)!,
          'http://placeholder',
        );
        target.searchParams.set('code', code);
        target.searchParams.set('state', text(fields.state));
        return reply.redirect(`${target.pathname}${target.search}`, 302);
      },
    );
  });
}
