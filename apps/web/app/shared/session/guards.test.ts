import { describe, expect, it } from 'vitest';
import { loginRedirectHref } from './guards.ts';

describe('login redirect', () => {
  it('remembers the path and query of the guarded page', () => {
    expect(loginRedirectHref({ pathname: '/payment', search: '?product_id=3&product_type=1' })).toBe(
      '/login?redirect=%2Fpayment%3Fproduct_id%3D3%26product_type%3D1',
    );
    expect(loginRedirectHref({ pathname: '/user/order', search: '' })).toBe(
      '/login?redirect=%2Fuser%2Forder',
    );
  });

  it('does not point back at /login itself or at the bare home page', () => {
    expect(loginRedirectHref({ pathname: '/login', search: '?redirect=%2Fx' })).toBe('/login');
    expect(loginRedirectHref({ pathname: '/', search: '' })).toBe('/login');
  });
});
