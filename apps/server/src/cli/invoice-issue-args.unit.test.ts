import { describe, expect, it } from 'vitest';
import { parseInvoiceIssueArgs } from './invoice-issue-args.ts';

describe('invoice:issue arguments', () => {
  it('reads --record, --file and --number in either form', () => {
    expect(parseInvoiceIssueArgs(['--record', '12', '--file=a.pdf', '--number', '2400001'])).toEqual({
      recordId: 12,
      file: 'a.pdf',
      number: '2400001',
    });
  });

  it.each([
    [[], '缺少 --record 开票记录ID'],
    [['--record', 'x', '--file', 'a', '--number', '1'], '--record 需要一个正整数开票记录 ID，收到：x'],
    [['--record', '0', '--file', 'a', '--number', '1'], '--record 需要一个正整数开票记录 ID，收到：0'],
    [['--record', '1', '--number', '1'], '缺少 --file 发票 PDF 文件'],
    [['--record', '1', '--file', 'a'], '缺少 --number 发票号码'],
    [['--record'], '--record 缺少值'],
    [['--force'], '未知参数：--force'],
    [['--help'], ''],
  ])('%j → %s', (argv, error) => {
    expect(parseInvoiceIssueArgs(argv)).toEqual({ error });
  });
});
