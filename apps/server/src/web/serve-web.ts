import type { App } from '../app-context.ts';

/** Serves the server-rendered web app (the 'web' role). */
export async function registerWeb(app: App): Promise<void> {
  void app;
}
