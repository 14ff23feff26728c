import { describe, expect, it } from 'vitest';
import { inSection, isHomePath } from './nav-links.ts';

describe('header sections', () => {
  it('marks detail pages under their list', () => {
    expect(inSection('/news/12', '/news')).toBe(true);
    expect(inSection('/newsletter', '/news')).toBe(false);
  });

  it('counts /help as the about section', () => {
    expect(inSection('/help', '/about')).toBe(true);
    expect(inSection('/about', '/about')).toBe(true);
  });

  it('treats / and /index as home, anything else as an inner page', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/index')).toBe(true);
    expect(isHomePath('/course')).toBe(false);
  });
});
