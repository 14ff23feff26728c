import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME,
  positionKey,
  readPosition,
  readVolume,
  resumeKey,
  resumeTarget,
  savePosition,
  saveVolume,
} from './resume-store.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('resume position', () => {
  it('is stored per video and read back', () => {
    const store = memoryStore();
    savePosition(455, 3.14159, store);
    expect(store.map.get(positionKey(455))).toBe('3.1');
    expect(readPosition(455, store)).toBe(3.1);
    expect(readPosition(456, store)).toBe(0);
  });
  it('never overwrites with zero or junk (002: saved only when non-zero)', () => {
    const store = memoryStore();
    savePosition('a', 12, store);
    savePosition('a', 0, store);
    savePosition('a', Number.NaN, store);
    expect(readPosition('a', store)).toBe(12);
    store.map.set(positionKey('b'), 'garbage');
    expect(readPosition('b', store)).toBe(0);
  });
});

describe('volume', () => {
  it('defaults to 0.3 and restores a stored value, muted (0) included', () => {
    const store = memoryStore();
    expect(readVolume(store)).toBe(DEFAULT_VOLUME);
    saveVolume(0.75, store);
    expect(readVolume(store)).toBe(0.75);
    saveVolume(0, store);
    expect(readVolume(store)).toBe(0);
  });
  it('ignores values outside 0–1', () => {
    const store = memoryStore();
    saveVolume(3, store);
    expect(readVolume(store)).toBe(DEFAULT_VOLUME);
    store.map.set('player:volume', '-1');
    expect(readVolume(store)).toBe(DEFAULT_VOLUME);
  });
});

describe('resumeTarget (000 §4: local position, else the server watch, when above 0)', () => {
  it('prefers the local position', () => {
    expect(resumeTarget(30, 10, 100)).toBe(30);
  });
  it('falls back to the server watch', () => {
    expect(resumeTarget(0, 10, 100)).toBe(10);
  });
  it('starts from 0 without either', () => {
    expect(resumeTarget(0, 0, 100)).toBe(0);
  });
  it('starts over when the point is at the very end', () => {
    expect(resumeTarget(99, 0, 100)).toBe(0);
    expect(resumeTarget(0, 11, 12)).toBe(0);
  });
  it('trusts the point while the duration is unknown', () => {
    expect(resumeTarget(42, 0, Number.NaN)).toBe(42);
    expect(resumeTarget(42, 0, 0)).toBe(42);
  });
});

describe('resumeKey (002 §3)', () => {
  it('is the video id when there is one, else the source without its query', () => {
    expect(resumeKey(42, '/api/media/tasks/42/master.m3u8?token=a')).toBe(positionKey(42));
    expect(resumeKey(null, '/v/a.m3u8?token=a')).toBe(resumeKey(undefined, '/v/a.m3u8?token=b'));
    expect(resumeKey('', 'https://x.test/v/a.mp4#t=3')).toBe(positionKey('https://x.test/v/a.mp4'));
  });
});
