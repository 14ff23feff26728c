import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RenderProvider } from '../../platform/ai/render-provider.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

/** What render's domain functions need: the database, storage for references and results, the backend. */
export interface RenderDeps {
  db: Db;
  storage: ObjectStorage;
  provider: RenderProvider;
  config: Pick<
    Config,
    'RENDER_VAES' | 'RENDER_TIMEOUT_SECONDS' | 'RENDER_QUEUE_TIMEOUT_MINUTES' | 'RENDER_PREVIEW_BILLING'
  >;
  log?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}

export function renderDeps(ctx: AppContext): RenderDeps {
  return {
    db: ctx.db,
    storage: ctx.services.storage,
    provider: ctx.services.render,
    config: ctx.config,
    log: ctx.log,
  };
}

/** True when this backend's renders are charged (a preview is free unless RENDER_PREVIEW_BILLING=charge). */
export const chargesForRenders = (deps: Pick<RenderDeps, 'provider' | 'config'>) =>
  !deps.provider.isPreview || deps.config.RENDER_PREVIEW_BILLING === 'charge';
