import { describe, expect, it } from 'vitest';
import { canOpenDetail, normaliseKeywords, ORDER_TABS, parseOrderId } from './order-rules.ts';

describe('orders (001 §2.8, §2.9, §4)', () => {
  it('has the virtual and physical tabs with cate_id 0 and 1', () => {
    expect(ORDER_TABS.map((tab) => [tab.cateId, tab.label])).toEqual([
      [0, '虚拟订单'],
      [1, '实物订单'],
    ]);
  });

  it('links the detail only for paid orders', () => {
    expect([0, 1, 2, 3].map(canOpenDetail)).toEqual([false, true, false, true]);
  });

  it('accepts only a positive numeric id', () => {
    expect(parseOrderId('12')).toBe(12);
    expect(parseOrderId('0')).toBeNull();
    expect(parseOrderId('abc')).toBeNull();
    expect(parseOrderId(undefined)).toBeNull();
    expect(parseOrderId('1e3')).toBeNull();
  });

  it('trims keywords to the call’s 50 characters', () => {
    expect(normaliseKeywords('  幕墙 ')).toBe('幕墙');
    expect(normaliseKeywords('字'.repeat(60))).toHaveLength(50);
  });
});
