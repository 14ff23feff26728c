import type { AdminCourse } from '@app/contract/web';

/** The order body of adminLessonCalls.reorder: every chapter, each with its lessons, in page order. */
export interface OutlineOrder {
  chapters: { id: number; lessons: number[] }[];
}

export const orderOf = (course: Pick<AdminCourse, 'chapters'>): OutlineOrder => ({
  chapters: course.chapters.map((c) => ({ id: c.id, lessons: c.lessons.map((l) => l.id) })),
});

const swap = <T>(list: T[], i: number, j: number): T[] => {
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
};

/** The chapter one place up (-1) or down (+1); null at either end. */
export function moveChapter(order: OutlineOrder, chapterId: number, step: -1 | 1): OutlineOrder | null {
  const i = order.chapters.findIndex((c) => c.id === chapterId);
  const j = i + step;
  if (i < 0 || j < 0 || j >= order.chapters.length) return null;
  return { chapters: swap(order.chapters, i, j) };
}

/**
 * The lesson one place up or down. At the top of its chapter it goes to the end of the chapter above, at
 * the bottom to the start of the chapter below (as dragging would); null at the outline's ends.
 */
export function moveLesson(order: OutlineOrder, lessonId: number, step: -1 | 1): OutlineOrder | null {
  const ci = order.chapters.findIndex((c) => c.lessons.includes(lessonId));
  if (ci < 0) return null;
  const chapters = order.chapters.map((c) => ({ ...c, lessons: [...c.lessons] }));
  const own = chapters[ci]!;
  const li = own.lessons.indexOf(lessonId);
  const target = li + step;
  if (target >= 0 && target < own.lessons.length) {
    own.lessons = swap(own.lessons, li, target);
    return { chapters };
  }
  const next = chapters[ci + step];
  if (!next) return null;
  own.lessons.splice(li, 1);
  if (step < 0) next.lessons.push(lessonId);
  else next.lessons.unshift(lessonId);
  return { chapters };
}
