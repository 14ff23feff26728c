import { describe, expect, it } from 'vitest';
import {
  confirmRenderText,
  costLine,
  cutPrompt,
  freeLine,
  markedQualities,
  referenceFileError,
  renderCost,
} from './render-rules.ts';

const member = { isVip: false, freeLeft: 0, charged: true };

describe('render pricing (002 §2, §6, §9)', () => {
  it('costs 0.01 / 0.02 / 0.03 by quality; nothing for a VIP or on a free preview; a free use covers 普通', () => {
    expect([1, 2, 3].map((q) => renderCost(q as 1 | 2 | 3, member))).toEqual([0.01, 0.02, 0.03]);
    expect(renderCost(3, { ...member, isVip: true })).toBe(0);
    expect([1, 2, 3].map((q) => renderCost(q as 1 | 2 | 3, { ...member, freeLeft: 2 }))).toEqual([
      0, 0.01, 0.02,
    ]);
    expect(renderCost(3, { ...member, charged: false })).toBe(0);
  });

  it('writes the bottom line and the confirm as the spec has them', () => {
    expect(costLine(0.03, 12.5)).toBe('本次消耗0.03光子（共12.5光子）');
    expect(costLine(0, null)).toBe('本次消耗0光子');
    expect(freeLine({ ...member, freeLeft: 3 })).toBe('免费使用3次');
    expect(freeLine({ ...member, isVip: true })).toBe('每周二维护');
    expect(confirmRenderText(0)).toBe('本次消耗0光子，生成1张图片');
    expect(confirmRenderText(0.02)).toBe('确定支付0.02光子生成1张图片吗');
  });

  it('marks 普通 and 1.5倍 for a VIP, 1.5倍 and 2倍 while a free use would be taken', () => {
    expect(markedQualities({ ...member, isVip: true })).toEqual([1, 2]);
    expect(markedQualities({ ...member, freeLeft: 1 })).toEqual([2, 3]);
    expect(markedQualities(member)).toEqual([]);
    expect(markedQualities({ ...member, freeLeft: 3, charged: false })).toEqual([]);
  });

  it('cuts prompts to 600 characters and checks reference files by extension and size', () => {
    expect(cutPrompt('光'.repeat(700))).toHaveLength(600);
    expect(referenceFileError({ name: 'a.PNG', size: 10 })).toBeNull();
    expect(referenceFileError({ name: 'a.gif', size: 10 })).toBe('参考图只能是 JPG 或 PNG 格式');
    expect(referenceFileError({ name: 'a.jpeg', size: 11 * 1024 * 1024 })).toBe('参考图不能超过 10MB');
  });
});
