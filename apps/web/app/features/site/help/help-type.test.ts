import { describe, expect, it } from 'vitest';
import { helpTabLabel, resolveHelpType } from './help-type.ts';

describe('help tab from ?type=', () => {
  it('keeps each of the six known types', () => {
    for (const type of [
      'about',
      'question',
      'service',
      'private',
      'upload_statement',
      'copyright_statement',
    ]) {
      expect(resolveHelpType(type)).toBe(type);
    }
  });

  it('falls back to about for a missing or unknown type', () => {
    expect(resolveHelpType(null)).toBe('about');
    expect(resolveHelpType('constructor')).toBe('about');
    expect(resolveHelpType('')).toBe('about');
  });

  it('labels the tabs in Chinese', () => {
    expect(helpTabLabel('private')).toBe('隐私协议');
  });
});
