import { paths } from '../../../shared/paths.ts';
/** The list tabs of 我的课程 (001 §2.7) and the query value that selects each (001 §2.1, §2.14). */
export const MY_COURSE_TABS = [
  { type: 'learn', label: '我的学习' },
  { type: 'collect', label: '我的收藏' },
  { type: 'material', label: '我的素材' },
] as const;

export type MyCoursesType = (typeof MY_COURSE_TABS)[number]['type'];

/** ?type=learn|collect|material picks the first tab; anything else (or nothing) is 我的学习. */
export function tabFromQuery(value: string | null): MyCoursesType {
  return MY_COURSE_TABS.some((tab) => tab.type === value) ? (value as MyCoursesType) : 'learn';
}

/** ?page=N (1-based); anything that is not a positive integer is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/** 继续学习: the course page at the lesson studied last (000 §2.7 ?task_id), else the course's own choice. */
export function continueHref(courseId: number, lastTaskId: number | null): string {
  return paths.course(courseId, { task_id: lastTaskId || null });
}

/** Progress for display: a whole percentage within 0–100. */
export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}
