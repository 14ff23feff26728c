import { describe, expect, it } from 'vitest';
import { withProductionFlags } from './cookie-flags.ts';

describe('production cookie flags', () => {
  it('adds HttpOnly, SameSite=Lax and Secure where missing, keeping what the cookie set', () => {
    expect(withProductionFlags('a=1; Path=/')).toBe('a=1; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(withProductionFlags('a=1; Path=/; HttpOnly; SameSite=Strict; Secure')).toBe(
      'a=1; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
    expect(withProductionFlags('site_session=x; path=/; httponly; samesite=lax')).toBe(
      'site_session=x; path=/; httponly; samesite=lax; Secure',
    );
  });

  it('reads attributes, not the value (a value containing "secure" is not the flag)', () => {
    expect(withProductionFlags('note=secure;Path=/')).toBe(
      'note=secure;Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
