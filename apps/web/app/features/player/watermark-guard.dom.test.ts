// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { HOP_MS, mountWatermark } from './watermark.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it('puts a removed mark back while the player is on the page', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const cleanup = mountWatermark(host, '光子设计 · 设计小白');
  host.querySelector('.vp-watermark')!.remove();
  await tick();
  expect(host.querySelectorAll('.vp-watermark')).toHaveLength(1);
  cleanup();
  host.remove();
});

it('stops guarding once the player has left the page, instead of putting marks back forever', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  // No cleanup: a player torn down (a lesson switch) before the watermark's cleanup ran.
  mountWatermark(host, '光子设计');
  let created = 0;
  const create = document.createElement.bind(document);
  const spy = vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    // A bound on the old endless loop, so that it fails here instead of freezing the test run.
    if (++created > 50) throw new Error('the watermark guard keeps putting marks back');
    return create(tag);
  }) as typeof document.createElement);
  host.remove();
  host.append(document.createElement('span'));
  await tick();
  await tick();
  spy.mockRestore();
  // The span only: no mark was made for the detached player.
  expect(created).toBe(1);
});

it('with "reduce motion" stands still inside the player and hops every 16 s, the same mark, not a tampering', async () => {
  vi.useFakeTimers();
  const matchMedia = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList);
  const random = vi.spyOn(Math, 'random').mockReturnValue(0);
  const host = document.createElement('div');
  document.body.append(host);
  const cleanup = mountWatermark(host, '光子设计');
  const mark = host.querySelector<HTMLElement>('.vp-watermark')!;
  expect([mark.style.top, mark.style.left, mark.style.transform]).toEqual(['6%', '4%', 'translateX(-4%)']);
  random.mockReturnValue(1);
  vi.advanceTimersByTime(HOP_MS);
  await vi.advanceTimersByTimeAsync(0);
  expect([mark.style.top, mark.style.left, mark.style.transform]).toEqual(['78%', '96%', 'translateX(-96%)']);
  expect(host.querySelectorAll('.vp-watermark')).toHaveLength(1);
  expect(host.querySelector('.vp-watermark')).toBe(mark);
  cleanup();
  host.remove();
  random.mockRestore();
  matchMedia.mockRestore();
  vi.useRealTimers();
});
