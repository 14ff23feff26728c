import { describe, expect, it } from 'vitest';
import { dailyKey, dailyRefusal, markLimitReached, postsToday, recordPost } from './daily-counter.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

const noon = new Date('2025-04-11T04:00:00Z'); // 12:00 China time

describe('daily comment counter', () => {
  it('refuses the 11th comment but allows replies up to 20, sharing one counter', () => {
    const store = memoryStore();
    for (let i = 0; i < 10; i += 1) {
      expect(dailyRefusal(store, 'course', 'comment', noon)).toBeNull();
      recordPost(store, 'course', noon);
    }
    expect(dailyRefusal(store, 'course', 'comment', noon)).toBe('评论太过频繁');
    expect(dailyRefusal(store, 'course', 'reply', noon)).toBeNull();
    for (let i = 0; i < 10; i += 1) recordPost(store, 'course', noon);
    expect(dailyRefusal(store, 'course', 'reply', noon)).toBe('回复太过频繁');
  });

  it('keeps courses and materials apart', () => {
    const store = memoryStore();
    for (let i = 0; i < 10; i += 1) recordPost(store, 'goods', noon);
    expect(dailyRefusal(store, 'goods', 'comment', noon)).toBe('评论太过频繁');
    expect(dailyRefusal(store, 'course', 'comment', noon)).toBeNull();
  });

  it('starts again on the next China calendar day and forgets earlier days', () => {
    const store = memoryStore();
    for (let i = 0; i < 10; i += 1) recordPost(store, 'goods', noon);
    const nextDay = new Date('2025-04-11T16:00:00Z'); // 00:00 on the 12th in China
    expect(dailyKey('goods', nextDay)).toBe('commentDaily:2025-04-12:goods');
    expect(dailyRefusal(store, 'goods', 'comment', nextDay)).toBeNull();
    recordPost(store, 'goods', nextDay);
    expect([...store.map.keys()]).toEqual(['commentDaily:2025-04-12:goods']);
  });

  it('catches up with a server refusal', () => {
    const store = memoryStore();
    recordPost(store, 'course', noon);
    markLimitReached(store, 'course', 'comment', noon);
    expect(postsToday(store, 'course', noon)).toBe(10);
    expect(dailyRefusal(store, 'course', 'comment', noon)).toBe('评论太过频繁');
  });

  it('treats garbage in storage as zero', () => {
    const store = memoryStore();
    store.setItem(dailyKey('course', noon), 'abc');
    expect(postsToday(store, 'course', noon)).toBe(0);
  });
});
