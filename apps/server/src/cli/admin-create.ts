import { DomainError } from '../kernel/errors/index.ts';
import { createStaff } from '../slices/admin/index.ts';
import { parseAdminCreateArgs } from './admin-create-args.ts';
import { runCli, withCliContext } from './cli-context.ts';

const usage = `用法：npm run admin:create -- --phone 手机号 --name 姓名 [--password 密码] [--role admin|reviewer|finance|editor]
  创建一个后台账号（默认角色 admin，即第一个管理员），之后在 /admin 登录。
  密码 8–64 位，需同时包含字母和数字；省略 --password 时从标准输入读取（不留在命令历史里），例如：
    printf '%s' '密码' | npm run admin:create -- --phone 13900000009 --name 老周
  数据库与文件位置与服务器相同（DATABASE_URL / DATA_DIR）；
  使用内置 PGlite 时请先停止服务器（一个数据目录同时只能由一个进程打开）。`;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Exit 0 created; 1 refused (phone taken, weak password, …); 2 bad arguments. */
async function main(): Promise<number> {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  if ('error' in args) {
    if (args.error) console.error(args.error);
    console.error(usage);
    return args.error ? 2 : 0;
  }
  const password = args.password ?? (await readStdin());
  if (!password) {
    console.error('缺少密码：请使用 --password，或从标准输入提供');
    return 2;
  }
  return withCliContext(async (ctx) => {
    try {
      const row = await createStaff(ctx.db, { ...args, password });
      console.log(
        `已创建后台账号：#${row.id} ${row.name}（${row.phone}，角色 ${row.role}），请在 /admin 登录`,
      );
      return 0;
    } catch (error) {
      if (error instanceof DomainError) {
        console.error(error.message);
        return 1;
      }
      throw error;
    }
  });
}

runCli(main, 2);
