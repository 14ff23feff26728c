import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './seed-args.ts';

describe('parseSeedArgs', () => {
  it('answers no scale without arguments', () => {
    expect(parseSeedArgs([])).toEqual({ scale: null });
  });

  it('reads --scale N and --scale=N', () => {
    expect(parseSeedArgs(['--scale', '10000'])).toEqual({ scale: 10000 });
    expect(parseSeedArgs(['--scale=5'])).toEqual({ scale: 5 });
  });

  it('refuses a missing, zero, negative, fractional, huge or non-numeric scale and unknown flags', () => {
    for (const args of [
      ['--scale'],
      ['--scale', '0'],
      ['--scale', '-3'],
      ['--scale', '1.5'],
      ['--scale', '2000000'],
      ['--scale', 'abc'],
      ['--fast'],
    ]) {
      expect(parseSeedArgs(args)).toHaveProperty('error', expect.stringMatching(/.+/));
    }
  });

  it('answers an empty error (print usage, exit 0) for --help', () => {
    expect(parseSeedArgs(['--help'])).toEqual({ error: '' });
  });
});
