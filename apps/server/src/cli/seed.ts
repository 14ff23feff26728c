import { ensureDemoData } from '../seed/ensure-demo-data.ts';
import { parseSeedArgs } from './seed-args.ts';
import { addScaleData } from '../seed/scale.ts';
import { runCli, withCliContext } from './cli-context.ts';

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
  return withCliContext(
    async (ctx) => {
      const demo = await ensureDemoData(ctx);
      console.log(
        !demo.created
          ? '演示数据已存在，跳过。'
          : demo.picturesDrawn
            ? `演示数据已创建（新绘制 WebP 图片 ${demo.picturesDrawn} 张）。`
            : '演示数据已创建。',
      );
      if (parsed.scale !== null) {
        console.log(`生成压测数据：课程、插件、素材、新闻各 ${parsed.scale} 条……`);
        const report = await addScaleData(ctx, parsed.scale, (line) => console.log(`  ${line}`));
        console.log(`完成，共用时 ${(report.ms / 1000).toFixed(1)} 秒。`);
      }
      return 0;
    },
    {
      // The first seed may create the database, as the server's first start does.
      database: 'create',
      refuse: (config) =>
        config.isProduction ? 'db:seed 只用于开发与压测环境：NODE_ENV=production 时不会写入演示数据。' : null,
    },
  );
}

runCli(main);
