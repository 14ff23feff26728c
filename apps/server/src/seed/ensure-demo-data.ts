import type { AppContext } from '../app-context.ts';

/** Creates the demo data once (idempotent) outside production. */
export async function ensureDemoData(ctx: AppContext): Promise<void> {
  void ctx;
}
