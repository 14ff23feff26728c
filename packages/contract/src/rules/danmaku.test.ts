import { describe, expect, it } from 'vitest';
import {
  cleanDanmakuText,
  danmakuColorHex,
  danmakuLength,
  DANMAKU_COLORS,
  DANMAKU_SIZES,
} from './danmaku.ts';

describe('cleanDanmakuText', () => {
  it('drops control and invisible characters and collapses whitespace', () => {
    expect(cleanDanmakuText('  好\u0000看\u200b\u202e  呀\n\t ')).toBe('好 看 呀');
    expect(cleanDanmakuText('\u200b\ufeff\u0007')).toBe('');
    expect(cleanDanmakuText('   ')).toBe('');
  });
  it('keeps the meaning of < and > but never as markup', () => {
    expect(cleanDanmakuText('<b>hi</b> <3')).toBe('＜b＞hi＜/b＞ ＜3');
  });
  it('leaves ordinary text alone', () => {
    expect(cleanDanmakuText('第 1 集 666 😀')).toBe('第 1 集 666 😀');
  });
});

describe('danmakuLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(danmakuLength('😀😀')).toBe(2);
    expect(danmakuLength('讲得好')).toBe(3);
  });
});

describe('constants and colours', () => {
  it('has the 5 sizes and 5 colours of 002 §9', () => {
    expect(DANMAKU_SIZES).toEqual([16, 18, 25, 36, 45]);
    expect(DANMAKU_COLORS).toHaveLength(5);
  });
  it('writes integer RGB as #rrggbb', () => {
    expect(danmakuColorHex(0xfe0302)).toBe('#fe0302');
    expect(danmakuColorHex(0xff)).toBe('#0000ff');
  });
});
