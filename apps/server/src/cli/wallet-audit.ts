import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { auditWallets, formatAudit } from '../slices/wallet/audit-wallets.ts';

/**
 * npm run wallet:audit — checks the photon ledger of every member (same DATABASE_URL / DATA_DIR as the
 * server): exit 0 when consistent, 1 when any member's balance, sum or balance chain differs.
 * With the embedded PGlite, stop the server first (one process owns its files).
 */
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const audit = await auditWallets(database.db);
    console.log(formatAudit(audit));
    return audit.problems.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
