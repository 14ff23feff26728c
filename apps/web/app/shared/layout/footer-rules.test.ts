import { describe, expect, it } from 'vitest';
import { isExternalLink, isPhoneContact, telHref } from './footer-rules.ts';

describe('footer rules', () => {
  it('finds phone contacts by 电话 or 手机 in the name', () => {
    expect(isPhoneContact('客服电话')).toBe(true);
    expect(isPhoneContact('商务手机')).toBe(true);
    expect(isPhoneContact('客服邮箱')).toBe(false);
  });

  it('dials only digits and +', () => {
    expect(telHref('400-123 4567')).toBe('tel:4001234567');
    expect(telHref('+86 138-0000-0000')).toBe('tel:+8613800000000');
  });

  it('treats absolute and protocol-relative links as external', () => {
    expect(isExternalLink('https://beian.miit.gov.cn/')).toBe(true);
    expect(isExternalLink('//example.com')).toBe(true);
    expect(isExternalLink('/news')).toBe(false);
  });
});
