import pino from 'pino';
import type { AppContext } from '../app-context.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createServices } from '../services.ts';
import { bearerSessionResolver } from '../slices/account/index.ts';

/** Exit code of a configuration the server itself would refuse (sysexits EX_CONFIG). */
const EXIT_CONFIG = 78;

/**
 * What every command-line tool needs, as the server has it: the environment's config (a bad one prints its
 * list of problems and exits 78), the database migrated, the services and a context. `refuse` may stop the
 * tool before the database is opened (answer the message). The database is closed however `use` ends.
 */
export async function withCliContext(
  use: (ctx: AppContext) => Promise<number>,
  options: { refuse?: (config: Config) => string | null } = {},
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return EXIT_CONFIG;
    }
    throw error;
  }
  const refusal = options.refuse?.(config);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const log = pino({ level: config.LOG_LEVEL });
    return await use({
      config,
      database,
      db: database.db,
      services: createServices(config, database.db),
      sessions: bearerSessionResolver(database.db),
      log: log as unknown as AppContext['log'],
    });
  } finally {
    await database.close();
  }
}

/** Runs a tool's main and exits with its code; an unexpected error is printed and exits `crashCode`. */
export function runCli(main: () => Promise<number>, crashCode = 1): void {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(crashCode);
    },
  );
}
