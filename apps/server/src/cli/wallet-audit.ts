import { auditWallets, formatAudit } from '../slices/wallet/index.ts';
import { runCli, withCliContext } from './cli-context.ts';

/**
 * npm run wallet:audit — checks the photon ledger of every member (same DATABASE_URL / DATA_DIR as the
 * server): exit 0 when consistent, 1 when any member's balance, sum or balance chain differs.
 * With the embedded PGlite, stop the server first (one process owns its files).
 */
async function main(): Promise<number> {
  return withCliContext(async (ctx) => {
    const audit = await auditWallets(ctx.db);
    console.log(formatAudit(audit));
    return audit.problems.length === 0 ? 0 : 1;
  });
}

runCli(main, 2);
