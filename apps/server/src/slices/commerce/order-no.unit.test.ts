import { describe, expect, it } from 'vitest';
import { makeOrderNo } from './order-no.ts';

describe('order numbers', () => {
  it('are China date and time plus 6 random digits', () => {
    const no = makeOrderNo(new Date(Date.UTC(2025, 2, 14, 1, 30, 12)));
    expect(no).toMatch(/^20250314093012\d{6}$/);
    expect(new Set(Array.from({ length: 200 }, () => makeOrderNo())).size).toBeGreaterThan(195);
  });
});
