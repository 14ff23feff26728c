/** What `npm run invoice:issue` was asked to do, or why not (an empty error = print the usage). */
export type InvoiceIssueArgs = { recordId: number; file: string; number: string } | { error: string };

/** Parses `--record ID --file PDF --number NO` (each also as `--name=value`). */
export function parseInvoiceIssueArgs(argv: string[]): InvoiceIssueArgs {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { error: '' };
    const match = /^--(record|file|number)(?:=(.*))?$/.exec(arg);
    if (!match) return { error: `未知参数：${arg}` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '') return { error: `--${match[1]} 缺少值` };
    values[match[1]!] = value;
  }
  const { record, file, number } = values;
  if (!record) return { error: '缺少 --record 开票记录ID' };
  if (!/^\d{1,10}$/.test(record) || Number(record) <= 0 || Number(record) > 2_147_483_647)
    return { error: `--record 需要一个正整数开票记录 ID，收到：${record}` };
  if (!file) return { error: '缺少 --file 发票 PDF 文件' };
  if (!number) return { error: '缺少 --number 发票号码' };
  return { recordId: Number(record), file, number };
}
