import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-secret.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string '12345678901234567890'; 8-digit values.
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('at %i s the 8-digit code is %s', (seconds, code) => {
    expect(hotp(rfcSecret, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it('RFC 4226 appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676'];
    expected.forEach((code, counter) => expect(hotp(rfcSecret, counter)).toBe(code));
  });

  it('base32 round-trips and matches the RFC 4648 vectors', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts the current step and one either side, never a used step again, never junk', () => {
    const secret = base32Encode(rfcSecret);
    const at = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    const code = hotp(rfcSecret, step);
    expect(matchTotp(secret, code, at)).toBe(step);
    expect(matchTotp(secret, hotp(rfcSecret, step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, hotp(rfcSecret, step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, hotp(rfcSecret, step - 2), at)).toBeNull();
    expect(matchTotp(secret, code, at, step)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at)).toBeNull();
  });

  it('builds the otpauth link apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', '13900000001', '光子设计后台')).toBe(
      'otpauth://totp/%E5%85%89%E5%AD%90%E8%AE%BE%E8%AE%A1%E5%90%8E%E5%8F%B0%3A13900000001?secret=JBSWY3DPEHPK3PXP&issuer=%E5%85%89%E5%AD%90%E8%AE%BE%E8%AE%A1%E5%90%8E%E5%8F%B0&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('seals secrets so that only the same APP_SECRET opens them', () => {
    const sealed = sealTotpSecret('a'.repeat(32), 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret('a'.repeat(32), sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret('b'.repeat(32), sealed)).toBeNull();
    expect(openTotpSecret('a'.repeat(32), 'junk')).toBeNull();
  });
});
