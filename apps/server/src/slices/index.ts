import type { App } from '../app-context.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import { countUnreadMessages, isFollowing } from './community/index.ts';
import { registerCommunityRoutes } from './community/routes.ts';
import { registerLearningRoutes } from './learning/routes.ts';
import { registerCommerceRoutes } from './commerce/routes.ts';
import { registerWalletRoutes } from './wallet/routes.ts';
import { registerInvoicingRoutes } from './invoicing/routes.ts';
import { registerPlayerRoutes } from './player/routes.ts';
import { registerAiRoutes } from './ai/routes.ts';
import { registerCreatorRoutes } from './creator/routes.ts';
import { registerAdminRoutes } from './admin/routes.ts';
import { registerDevRoutes } from '../platform/dev-routes.ts';
import { registerPlatformRoutes } from '../platform/routes.ts';

/**
 * The composition root: every slice's routes. A slice's `routes.ts` exports one `register<Slice>Routes(app)`,
 * imported here alone (ARCHITECTURE.md "Slices": index.ts functions, schema.ts tables, routes.ts routes); a lower
 * slice whose answers show a higher slice's data declares a small port, and it is plugged in here (the only
 * place that sees all slices), so the slice graph stays one-way (ARCHITECTURE.md, "Slices").
 */
export async function registerSlices(app: App): Promise<void> {
  registerAccountRoutes(app, { countUnreadMessages });
  registerCatalogueRoutes(app, { isFollowing });
  registerCommunityRoutes(app);
  registerLearningRoutes(app);
  registerCommerceRoutes(app);
  registerWalletRoutes(app);
  registerInvoicingRoutes(app);
  registerPlayerRoutes(app);
  registerAiRoutes(app);
  registerCreatorRoutes(app);
  await registerAdminRoutes(app);
  registerPlatformRoutes(app);
  if (app.ctx.config.devTools) registerDevRoutes(app);
}
