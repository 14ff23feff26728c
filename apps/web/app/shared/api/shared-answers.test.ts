import { SHARED_ANSWER_HEADER } from '@app/contract/web';
import { describe, expect, it } from 'vitest';
import { keepIfShared, sharedAnswer } from './shared-answers.ts';

const shared = (seconds: string) => new Headers({ [SHARED_ANSWER_HEADER]: seconds });

describe('shared answers (server-side reuse of what the API answers everyone alike)', () => {
  it('keeps an answer the API marks as shared for as long as it says, and no longer', () => {
    const answer = { code: 200, msg: '', data: { list: [{ id: 1 }] } };
    keepIfShared('/api/footer', answer, shared('2.5'), 1_000);
    expect(sharedAnswer('/api/footer', 3_000)).toBe(answer);
    expect(sharedAnswer('/api/footer', 3_500)).toBeUndefined();
    expect(sharedAnswer('/api/footer', 3_000)).toBeUndefined(); // dropped once stale
  });

  it('keeps nothing the API does not mark (a member’s own answer, an uncached one, a spent entry)', () => {
    keepIfShared('/api/home/course', { code: 200 }, new Headers(), 0);
    keepIfShared('/api/news', { code: 200 }, shared('0'), 0);
    keepIfShared('/api/plug/cate', { code: 200 }, shared('-1'), 0);
    expect(sharedAnswer('/api/home/course', 0)).toBeUndefined();
    expect(sharedAnswer('/api/news', 0)).toBeUndefined();
    expect(sharedAnswer('/api/plug/cate', 0)).toBeUndefined();
  });

  it('hands out frozen answers, so that no render can change what the next one gets', () => {
    const answer = { code: 200, msg: '', data: { groups: [{ name: '建筑', list: [{ id: 1 }] }] } };
    keepIfShared('/api/home/plug', answer, shared('5'), 0);
    const kept = sharedAnswer('/api/home/plug', 1) as typeof answer;
    expect(() => kept.data.groups.push({ name: 'x', list: [] })).toThrow(TypeError);
    expect(() => {
      kept.data.groups[0]!.list[0]!.id = 2;
    }).toThrow(TypeError);
  });
});
