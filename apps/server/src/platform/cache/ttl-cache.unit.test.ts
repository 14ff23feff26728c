import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('createTtlCache', () => {
  it('answers from memory until the time to live passes, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({
      ttlSeconds: 5,
      staleSeconds: 0,
      maxEntries: 10,
      now: () => clock,
    });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 4_999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 5_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('answers a stale entry at once while one background load refreshes it; past the stale window it waits', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({
      ttlSeconds: 5,
      staleSeconds: 5,
      maxEntries: 10,
      now: () => clock,
    });
    const load = async () => ++loads;
    await cache.get('a', load);
    clock = 6_000;
    expect(await cache.get('a', load)).toBe(1); // stale, refresh started
    expect(await cache.get('a', load)).toBe(2); // the refresh has landed
    expect(loads).toBe(2);
    clock = 20_000;
    expect(await cache.get('a', load)).toBe(3); // too old to answer: loaded while the caller waits
  });

  it('loads a key once for callers that ask at the same time', async () => {
    let loads = 0;
    const cache = createTtlCache<string>({ ttlSeconds: 5, maxEntries: 10 });
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 20));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
    expect(loads).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest; a failed load is not kept', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlSeconds: 60, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', load)).toBe(5);
  });

  it('answers a value keep refuses to every waiting caller but does not keep it', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlSeconds: 60, maxEntries: 10, keep: (v) => v % 2 === 0 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 20));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    expect(await cache.get('k', slow)).toBe(2);
    expect(await cache.get('k', slow)).toBe(2);
    expect(loads).toBe(2);
  });

  it('with ttlSeconds 0 always loads', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlSeconds: 0, maxEntries: 10 });
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
