import type { App } from '../app-context.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { registerCatalogueRoutes } from './catalogue/routes.ts';
import { registerCommunityRoutes } from './community/routes.ts';
import { registerLearningRoutes } from './learning/routes.ts';
import { registerCommerceRoutes } from './commerce/routes.ts';
import { registerWalletRoutes } from './wallet/routes.ts';
import { registerDevRoutes } from '../platform/dev-routes.ts';
import { registerPlatformRoutes } from '../platform/routes.ts';

/** Every slice's routes. A slice exports one `register<Slice>Routes(app)`. */
export async function registerSlices(app: App): Promise<void> {
  registerAccountRoutes(app);
  registerCatalogueRoutes(app);
  registerCommunityRoutes(app);
  registerLearningRoutes(app);
  registerCommerceRoutes(app);
  registerWalletRoutes(app);
  registerPlatformRoutes(app);
  if (app.ctx.config.devTools) registerDevRoutes(app);
}
