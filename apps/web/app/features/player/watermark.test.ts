import { describe, expect, it } from 'vitest';
import { maskPhone, randomTop, watermarkText } from './watermark.ts';

describe('maskPhone', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
  it('masks other lengths too, and nothing for no phone', () => {
    expect(maskPhone('+8613800000001')).toBe('+86****0001');
    expect(maskPhone('6221234')).toBe('62****34');
    expect(maskPhone('123')).toBe('1****');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('watermarkText', () => {
  it('joins the mark, the name and the masked phone', () => {
    expect(watermarkText('光子设计', { name: '设计小白', phone: '13800000001' })).toBe(
      '光子设计 · 设计小白 · 138****0001',
    );
  });
  it('leaves out a missing phone, and shows the mark alone for a guest', () => {
    expect(watermarkText('光子设计', { name: '设计小白', phone: null })).toBe('光子设计 · 设计小白');
    expect(watermarkText('光子设计', null)).toBe('光子设计');
  });
});

describe('randomTop', () => {
  it('stays inside the band above the control bar', () => {
    expect(randomTop(() => 0)).toBe(6);
    expect(randomTop(() => 0.999)).toBeLessThanOrEqual(78);
  });
});
