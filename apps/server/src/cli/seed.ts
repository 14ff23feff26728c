import pino from 'pino';
import type { AppContext } from '../app-context.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureDemoData } from '../seed/ensure-demo-data.ts';
import { parseSeedArgs } from './seed-args.ts';
import { addScaleData } from '../seed/scale.ts';
import { createServices } from '../services.ts';
import { bearerSessionResolver } from '../slices/account/sessions.ts';

const usage = `用法：npm run db:seed [-- --scale N]
  不带参数：创建演示数据（已存在则跳过）。
  --scale N：在演示数据之上再生成 N 条课程、插件、素材和新闻（压测用，N 为 1 到 1000000 的整数）。
数据库与文件位置与服务器相同（DATABASE_URL / DATA_DIR）。使用内置 PGlite 时请先停止服务器。`;

async function main(): Promise<number> {
  const parsed = parseSeedArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error ? `${parsed.error}\n\n${usage}` : usage);
    return parsed.error ? 64 : 0;
  }
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
  if (config.isProduction) {
    console.error('db:seed 只用于开发与压测环境：NODE_ENV=production 时不会写入演示数据。');
    return 1;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    const log = pino({ level: config.LOG_LEVEL });
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      services: createServices(config, database.db),
      sessions: bearerSessionResolver(database.db),
      log: log as unknown as AppContext['log'],
    };
    const demo = await ensureDemoData(ctx);
    console.log(demo.created ? '演示数据已创建。' : '演示数据已存在，跳过。');
    if (parsed.scale !== null) {
      console.log(`生成压测数据：课程、插件、素材、新闻各 ${parsed.scale} 条……`);
      const report = await addScaleData(ctx.db, ctx.services.storage, parsed.scale, (line) =>
        console.log(`  ${line}`),
      );
      console.log(`完成，共用时 ${(report.ms / 1000).toFixed(1)} 秒。`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
