import type { App } from '../app-context.ts';

/** Routes that exist only outside production: the dev outbox, the dev OAuth provider, later the sandbox cashier. */
export function registerDevRoutes(app: App): void {
  void app;
}
