import { describe, expect, it } from 'vitest';
import { clampProgress, continueHref, pageFromQuery, tabFromQuery } from './my-courses-rules.ts';

describe('my courses query', () => {
  it('selects the tab named by ?type, else 我的学习', () => {
    expect(tabFromQuery('collect')).toBe('collect');
    expect(tabFromQuery('material')).toBe('material');
    expect(tabFromQuery('upload')).toBe('learn');
    expect(tabFromQuery(null)).toBe('learn');
  });
  it('reads ?page as a positive integer, else 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'x']) expect(pageFromQuery(bad)).toBe(1);
  });
});

describe('continueHref', () => {
  it('opens the course at the lesson studied last', () => {
    expect(continueHref(32, 455)).toBe('/coursepage/32?task_id=455');
  });
  it('lets the course page choose when there is none', () => {
    expect(continueHref(32, null)).toBe('/coursepage/32');
  });
});

describe('clampProgress', () => {
  it('keeps a whole percentage within 0–100', () => {
    expect(clampProgress(8.4)).toBe(8);
    expect(clampProgress(130)).toBe(100);
    expect(clampProgress(-2)).toBe(0);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});
