import { describe, expect, it } from 'vitest';
import { moveChapter, moveLesson, type OutlineOrder } from './outline-order.ts';

const order: OutlineOrder = {
  chapters: [
    { id: 1, lessons: [11, 12] },
    { id: 2, lessons: [] },
    { id: 3, lessons: [31] },
  ],
};

describe('outline order', () => {
  it('moves chapters one place, not past either end', () => {
    expect(moveChapter(order, 3, -1)?.chapters.map((c) => c.id)).toEqual([1, 3, 2]);
    expect(moveChapter(order, 1, -1)).toBeNull();
    expect(moveChapter(order, 3, 1)).toBeNull();
  });

  it('moves a lesson within its chapter, and across chapter edges (even into an empty one)', () => {
    expect(moveLesson(order, 12, -1)?.chapters[0]!.lessons).toEqual([12, 11]);
    expect(moveLesson(order, 12, 1)?.chapters.slice(0, 2)).toEqual([
      { id: 1, lessons: [11] },
      { id: 2, lessons: [12] },
    ]);
    expect(moveLesson(order, 31, -1)?.chapters.slice(1)).toEqual([
      { id: 2, lessons: [31] },
      { id: 3, lessons: [] },
    ]);
    expect(moveLesson(order, 11, -1)).toBeNull();
    expect(moveLesson(order, 31, 1)).toBeNull();
    expect(order.chapters[0]!.lessons).toEqual([11, 12]);
  });
});
