import { describe, expect, it } from 'vitest';
import { profileHref, readPage, readProfileQuery } from './profile-query.ts';

describe('profile query', () => {
  it('reads the tab and page, falling back to 教学课程 page 1', () => {
    expect(readProfileQuery(new URLSearchParams('tab=plug&page=3'))).toEqual({ kind: 'plug', page: 3 });
    expect(readProfileQuery(new URLSearchParams('tab=users&page=-2'))).toEqual({ kind: 'course', page: 1 });
    expect(readPage(new URLSearchParams('page=1.5'))).toBe(1);
    expect(readPage(new URLSearchParams('page=999999'))).toBe(1);
  });
  it('writes canonical URLs', () => {
    expect(profileHref(7, 'course')).toBe('/userfans/7');
    expect(profileHref(7, 'goods', 2)).toBe('/userfans/7?tab=goods&page=2');
  });
});
