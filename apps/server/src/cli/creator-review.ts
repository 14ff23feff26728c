import { DomainError } from '../kernel/errors/index.ts';
import { reviewSubmission } from '../slices/creator/index.ts';
import { runCli, withCliContext } from './cli-context.ts';
import { parseCreatorReviewArgs } from './creator-review-args.ts';

const usage = `用法：npm run creator:review -- --kind course|plug|goods --id 稿件ID --approve
       npm run creator:review -- --kind course|plug|goods --id 稿件ID --reject "理由"
  审核一份审核中的投稿：通过即发布到公开目录（创作者为讲师/作者，价格为投稿价格）；驳回则保留为私有并显示理由。
  与后台审核调用同一函数。数据库与文件位置与服务器相同（DATABASE_URL / DATA_DIR）；
  使用内置 PGlite 时请先停止服务器（一个数据目录同时只能由一个进程打开）。`;

/** Exit 0 reviewed; 1 refused (not found, not in review); 2 bad arguments. */
async function main(): Promise<number> {
  const args = parseCreatorReviewArgs(process.argv.slice(2));
  if ('error' in args) {
    if (args.error) console.error(args.error);
    console.error(usage);
    return args.error ? 2 : 0;
  }
  return withCliContext(async (ctx) => {
    try {
      const row = await reviewSubmission(
        ctx.db,
        ctx.services.storage,
        { kind: args.kind, id: args.id },
        args.approve ? { approve: true } : { approve: false, reason: args.reason },
      );
      console.log(
        row.isCheck === 2
          ? `已通过：${args.kind} 稿件 ${row.id} 已发布，公开 id ${row.publishedId}`
          : `已驳回：${args.kind} 稿件 ${row.id}，理由：${row.errors}`,
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
