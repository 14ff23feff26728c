import { describe, expect, it } from 'vitest';
import { deviceClass } from './device-class.ts';

describe('deviceClass', () => {
  it('tells phones and tablets from desktops by their User-Agent', () => {
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 12) MicroMessenger/8.0.47')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0')).toBe('desktop');
    expect(deviceClass(null)).toBe('desktop');
    expect(deviceClass(undefined)).toBe('desktop');
  });
});
