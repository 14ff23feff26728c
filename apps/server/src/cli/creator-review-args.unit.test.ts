import { describe, expect, it } from 'vitest';
import { parseCreatorReviewArgs } from './creator-review-args.ts';

describe('parseCreatorReviewArgs', () => {
  it('reads an approval and a rejection with its reason', () => {
    expect(parseCreatorReviewArgs(['--kind', 'course', '--id', '12', '--approve'])).toEqual({
      kind: 'course',
      id: 12,
      approve: true,
    });
    expect(parseCreatorReviewArgs(['--kind=plug', '--id=3', '--reject', ' 封面不清晰 '])).toEqual({
      kind: 'plug',
      id: 3,
      approve: false,
      reason: '封面不清晰',
    });
  });

  it('explains what is wrong in Chinese', () => {
    expect(parseCreatorReviewArgs(['--kind', 'video', '--id', '1', '--approve'])).toEqual({
      error: '--kind 只能是 course、plug 或 goods，收到：video',
    });
    expect(parseCreatorReviewArgs(['--kind', 'goods', '--id', '0', '--approve'])).toMatchObject({
      error: expect.stringContaining('正整数'),
    });
    expect(parseCreatorReviewArgs(['--kind', 'goods', '--id', '1'])).toEqual({
      error: '请指定 --approve 或 --reject "理由"',
    });
    expect(parseCreatorReviewArgs(['--kind', 'goods', '--id', '1', '--reject'])).toEqual({
      error: '--reject 需要填写未通过的理由',
    });
    expect(parseCreatorReviewArgs(['--kind', 'goods', '--id', '1', '--approve', '--reject', 'x'])).toEqual({
      error: '--approve 与 --reject 只能选一个',
    });
    expect(parseCreatorReviewArgs(['--help'])).toEqual({ error: '' });
  });
});
