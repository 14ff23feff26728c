import { CONTRIBUTION_KINDS, type ContributionKind } from '@app/contract';

/** What `npm run creator:review` was asked to do, or why not (an empty error = print the usage). */
export type CreatorReviewArgs =
  | { kind: ContributionKind; id: number; approve: true }
  | { kind: ContributionKind; id: number; approve: false; reason: string }
  | { error: string };

/** Parses `--kind course|plug|goods --id N` and one of `--approve` or `--reject 理由` (also `--name=value`). */
export function parseCreatorReviewArgs(argv: string[]): CreatorReviewArgs {
  const values: Record<string, string> = {};
  let approve = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { error: '' };
    if (arg === '--approve') {
      approve = true;
      continue;
    }
    const match = /^--(kind|id|reject)(?:=(.*))?$/.exec(arg);
    if (!match) return { error: `未知参数：${arg}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.trim() === '')
      return { error: match[1] === 'reject' ? '--reject 需要填写未通过的理由' : `--${match[1]} 缺少值` };
    values[match[1]!] = value;
  }
  const { kind, id, reject } = values;
  if (!kind) return { error: '缺少 --kind（course、plug 或 goods）' };
  if (!(CONTRIBUTION_KINDS as readonly string[]).includes(kind))
    return { error: `--kind 只能是 course、plug 或 goods，收到：${kind}` };
  if (!id) return { error: '缺少 --id 稿件ID' };
  if (!/^\d{1,10}$/.test(id) || Number(id) <= 0 || Number(id) > 2_147_483_647)
    return { error: `--id 需要一个正整数稿件 ID，收到：${id}` };
  if (approve && reject !== undefined) return { error: '--approve 与 --reject 只能选一个' };
  if (!approve && reject === undefined) return { error: '请指定 --approve 或 --reject "理由"' };
  const target = { kind: kind as ContributionKind, id: Number(id) };
  return approve ? { ...target, approve: true } : { ...target, approve: false, reason: reject!.trim() };
}
