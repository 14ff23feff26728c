import type { App } from '../app-context.ts';
import { registerAccountRoutes } from './account/index.ts';
import { registerCatalogueRoutes } from './catalogue/index.ts';
import { countUnreadMessages, isFollowing, registerCommunityRoutes } from './community/index.ts';
import { registerLearningRoutes } from './learning/index.ts';
import { registerCommerceRoutes } from './commerce/index.ts';
import { registerWalletRoutes } from './wallet/index.ts';
import { registerInvoicingRoutes } from './invoicing/index.ts';
import { registerPlayerRoutes } from './player/index.ts';
import { registerAiRoutes } from './ai/index.ts';
import { registerCreatorRoutes } from './creator/index.ts';
import { registerAdminRoutes } from './admin/index.ts';
import { registerDevRoutes } from '../platform/dev-routes.ts';
import { registerPlatformRoutes } from '../platform/routes.ts';

/**
 * The composition root: every slice's routes. A slice exports one `register<Slice>Routes(app)`; a lower
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
