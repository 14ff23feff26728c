import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DomainError } from '../kernel/errors/index.ts';
import { issueInvoice } from '../slices/invoicing/index.ts';
import { runCli, withCliContext } from './cli-context.ts';
import { parseInvoiceIssueArgs } from './invoice-issue-args.ts';

const usage = `用法：npm run invoice:issue -- --record 开票记录ID --file 发票.pdf --number 发票号码
  开具一张待开票的发票：把 PDF 存入对象存储，设置发票号码与上传时间，状态改为已开票（会员即可下载）。
  与后台开票调用同一函数。数据库与文件位置与服务器相同（DATABASE_URL / DATA_DIR）；
  使用内置 PGlite 时请先停止服务器（一个数据目录同时只能由一个进程打开）。`;

/** Exit 0 issued; 1 refused (the record, the file or the number); 2 bad arguments. */
async function main(): Promise<number> {
  const args = parseInvoiceIssueArgs(process.argv.slice(2));
  if ('error' in args) {
    if (args.error) console.error(args.error);
    console.error(usage);
    return args.error ? 2 : 0;
  }
  let pdf: Buffer;
  try {
    pdf = await readFile(path.resolve(args.file));
  } catch {
    console.error(`无法读取发票文件：${args.file}`);
    return 1;
  }
  return withCliContext(async (ctx) => {
    try {
      const issued = await issueInvoice(ctx.db, ctx.services.storage, {
        recordId: args.recordId,
        pdf,
        number: args.number,
      });
      console.log(`已开具：开票记录 ${issued.id}，发票号码 ${issued.invoiceNo}，文件 ${issued.fileKey}`);
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
