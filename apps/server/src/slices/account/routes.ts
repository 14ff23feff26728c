import type { App } from '../../app-context.ts';
import type { AccountPorts } from './account-ports.ts';
import { registerProfileRoutes } from './profile-routes.ts';
import { registerSecurityRoutes } from './security-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerSocialRoutes } from './social-routes.ts';

/** The account slice: sessions, registration and recovery, profile, security items and social login. */
export function registerAccountRoutes(app: App, ports: AccountPorts): void {
  registerSessionRoutes(app, ports);
  registerProfileRoutes(app);
  registerSecurityRoutes(app);
  registerSocialRoutes(app);
}
