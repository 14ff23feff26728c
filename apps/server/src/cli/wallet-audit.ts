import { auditWallets, formatAudit } from '../slices/wallet/index.ts';
import { describeDatabase, EXIT_NO_DATABASE, runCli, withCliContext } from './cli-context.ts';

/**
 * npm run wallet:audit — checks the photon ledger of every member, in the database the server uses (same
 * DATABASE_URL / DATA_DIR, resolved the same way): exit 0 when consistent, 1 when any member's balance, sum
 * or balance chain differs, 66 when there is no platform database there or it has no members at all (an
 * audit of nothing is not an all-clear). With the embedded PGlite, stop the server first (one process owns
 * its files).
 */
async function main(): Promise<number> {
  return withCliContext(async (ctx) => {
    console.log(`数据库：${describeDatabase()}`);
    const audit = await auditWallets(ctx.db);
    if (audit.members === 0) {
      console.error(
        `数据库中没有任何会员（${audit.entries} 条流水），无从核对：这多半不是服务器使用的数据库。` +
          '\n请确认 DATA_DIR / DATABASE_URL 与服务器（npm start）使用的一致。',
      );
      return EXIT_NO_DATABASE;
    }
    console.log(formatAudit(audit));
    return audit.problems.length === 0 ? 0 : 1;
  });
}

runCli(main, 2);
