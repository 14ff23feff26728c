import type { App } from '../../app-context.ts';

export function registerAccountRoutes(app: App): void {
  void app;
}
