import { describe, expect, it } from 'vitest';
import { isWechatBrowser, readPopupReturn } from './popup-return.ts';

describe('social pop-up return', () => {
  it('reads a login token', () => {
    expect(readPopupReturn(new URLSearchParams('token=abc.def'))).toEqual({
      kind: 'token',
      token: 'abc.def',
    });
  });

  it('reads a binding result with its message and code', () => {
    expect(
      readPopupReturn(new URLSearchParams('bind=%E7%BB%91%E5%AE%9A%E6%88%90%E5%8A%9F&code=200')),
    ).toEqual({ kind: 'bind', tips: '绑定成功', code: '200' });
  });

  it('ignores a plain home visit and a bind without code', () => {
    expect(readPopupReturn(new URLSearchParams(''))).toBeNull();
    expect(readPopupReturn(new URLSearchParams('bind=x'))).toBeNull();
    expect(readPopupReturn(new URLSearchParams('token='))).toBeNull();
  });

  it('recognises the WeChat in-app browser', () => {
    expect(isWechatBrowser('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.47')).toBe(true);
    expect(isWechatBrowser('Mozilla/5.0 Chrome/120')).toBe(false);
  });
});
