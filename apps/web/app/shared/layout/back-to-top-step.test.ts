import { describe, expect, it } from 'vitest';
import { nextBackToTopStep } from './back-to-top-step.ts';

describe('back-to-top step', () => {
  it('moves up 50px per tick and stops at 0', () => {
    expect(nextBackToTopStep(1000)).toBe(950);
    expect(nextBackToTopStep(30)).toBe(0);
    expect(nextBackToTopStep(0)).toBe(0);
  });

  it('reaches the top from 900px in 18 ticks (180 ms)', () => {
    let y = 900;
    let ticks = 0;
    while (y > 0) {
      y = nextBackToTopStep(y);
      ticks += 1;
    }
    expect(ticks).toBe(18);
  });
});
