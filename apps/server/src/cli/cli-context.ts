import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { AppContext } from '../app-context.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { pgliteDir, pgliteExists, resolveDataDir } from '../locations.ts';
import { createServices } from '../services.ts';
import { bearerSessionResolver } from '../slices/account/index.ts';

/** Exit code of a configuration the server itself would refuse (sysexits EX_CONFIG). */
const EXIT_CONFIG = 78;
/** Exit code when the platform's database is not where the settings point (sysexits EX_NOINPUT). */
export const EXIT_NO_DATABASE = 66;

export interface CliOptions {
  /** Stops the tool before the database is opened (answer the message). */
  refuse?: (config: Config) => string | null;
  /**
   * 'existing' (the default): the tool works on the platform's data, so a database that does not exist
   * or that the server never set up is refused with where the tool looked — never silently created
   * (an empty one would answer "nothing found" or "all consistent"). 'create': db:seed may create it.
   */
  database?: 'existing' | 'create';
}

/** Where the settings point, for messages: the PostgreSQL URL without its password, or PGlite's folder. */
export function describeDatabase(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) {
    try {
      const url = new URL(env.DATABASE_URL);
      if (url.password) url.password = '***';
      return `PostgreSQL ${url.toString()}`;
    } catch {
      return 'PostgreSQL（DATABASE_URL）';
    }
  }
  return `内置 PGlite ${pgliteDir(resolveDataDir(env.DATA_DIR))}`;
}

const noDatabase = (why: string, env: NodeJS.ProcessEnv) =>
  `${why}：${describeDatabase(env)}\n` +
  '请确认 DATA_DIR / DATABASE_URL 与服务器（npm start）使用的一致；相对的 DATA_DIR 从仓库根目录算起。';

/**
 * What every command-line tool needs, as the server has it: the environment's config (a bad one prints its
 * list of problems and exits 78), the database migrated, the services and a context. DATA_DIR resolves as
 * the server resolves it (locations.ts). The database is closed however `use` ends.
 */
export async function withCliContext(
  use: (ctx: AppContext) => Promise<number>,
  options: CliOptions = {},
): Promise<number> {
  const env = process.env;
  const mustExist = (options.database ?? 'existing') === 'existing';
  // Checked before loadConfig, which creates the data directory the way the server does on start.
  if (mustExist && !env.DATABASE_URL && !pgliteExists(resolveDataDir(env.DATA_DIR))) {
    console.error(noDatabase('数据库不存在', env));
    return EXIT_NO_DATABASE;
  }
  let config: Config;
  try {
    config = loadConfig(env);
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
    if (mustExist) {
      const problem = await missingPlatform(database);
      if (problem) {
        console.error(noDatabase(problem, env));
        return EXIT_NO_DATABASE;
      }
    }
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

/** Why this is not a platform's database (PostgreSQL: no such database, or no platform tables), or null. */
async function missingPlatform(database: Database): Promise<string | null> {
  try {
    const result = await database.db.execute(sql`select to_regclass('public.users') is not null as present`);
    const rows =
      (result as { rows?: { present: boolean }[] }).rows ?? (result as unknown as { present: boolean }[]);
    return rows[0]?.present ? null : '数据库中没有平台的数据表（服务器从未在此数据库上启动过）';
  } catch (error) {
    // Drizzle wraps the driver's error (its `cause`); 3D000 = invalid_catalog_name.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (code === '3D000' || cause?.code === '3D000') return '数据库不存在';
    throw error;
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
