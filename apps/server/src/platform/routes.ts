import type { App } from '../app-context.ts';
import { registerFileRoutes } from './storage/file-routes.ts';

/** Platform routes that exist in every environment (dev-only ones are in dev-routes.ts). */
export function registerPlatformRoutes(app: App): void {
  registerFileRoutes(app);
}
