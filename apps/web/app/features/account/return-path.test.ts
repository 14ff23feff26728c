import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/payment?product_id=3&product_type=1')).toBe(
      '/payment?product_id=3&product_type=1',
    );
    expect(safeReturnPath('/user/info')).toBe('/user/info');
  });

  it('refuses other sites and odd values', () => {
    expect(safeReturnPath('https://evil.example/x')).toBeNull();
    expect(safeReturnPath('//evil.example/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('user/info')).toBeNull();
    expect(safeReturnPath('/user\n/info')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it('refuses the account screens themselves', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/register?redirect=bind')).toBeNull();
    expect(safeReturnPath('/verification')).toBeNull();
    expect(safeReturnPath('/loginx')).toBe('/loginx');
  });
});
