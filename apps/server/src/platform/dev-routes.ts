import { platformCalls } from '@app/contract';
import type { App } from '../app-context.ts';
import { ok } from '../http/answer.ts';
import { route } from '../http/route.ts';
import { listOutbox } from './messaging/outbox.ts';
import { registerDevOauthRoutes } from './social/dev-oauth-routes.ts';

/**
 * Routes that exist only outside production (slices/index.ts registers this when config.devTools):
 * the dev outbox, the dev OAuth provider, later the sandbox cashier.
 */
export function registerDevRoutes(app: App): void {
  route(app, platformCalls.devOutbox, async ({ query, ctx }) =>
    ok(await listOutbox(ctx.db, query.to || undefined)),
  );
  registerDevOauthRoutes(app);
}
