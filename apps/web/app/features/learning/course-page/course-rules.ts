import { learningMessages, payablePrice, type CourseDetail, type CourseDetailData } from '@app/contract/web';

/** What the video area shows instead of (or as) the player. */
export type StageView =
  | { kind: 'play'; link: string }
  | { kind: 'pc-only'; text: string }
  | { kind: 'no-lessons'; text: string }
  | { kind: 'join'; text: string }
  | { kind: 'unavailable'; text: string }
  | { kind: 'transcoding'; text: string; progress: number }
  | { kind: 'failed'; text: string };

/** 000 §8 small screen. */
export const PC_ONLY_TEXT = '请前往PC端观看视频';

/**
 * The video area of the course page (000 §2.7, §4, §8), from the server's verdict on the lesson:
 * - a phone or tablet at ≤ 900 px whose browser cannot play HLS: '请前往PC端观看视频' (checked first);
 * - no chapter or no lesson at all: '课件被外星人劫走了，正在追踪，请耐心等待！';
 * - access 'locked' (the lesson or its chapter has lock_status 1) or a video that is missing or failed
 *   to transcode: '视频暂不支持在线播放，请联系相关客服人员！';
 * - access 'denied' (not joined, not a preview): '请将课程加入学习课程中观看！';
 * - still transcoding: '正在转码，请稍后......' with the progress;
 * - otherwise the player with the lesson's link.
 */
export function stageView(data: Pick<CourseDetailData, 'details' | 'task'>, pcOnly: boolean): StageView {
  if (pcOnly) return { kind: 'pc-only', text: PC_ONLY_TEXT };
  const task = data.task;
  const lessonCount = data.details.reduce((sum, chapter) => sum + chapter.task.length, 0);
  if (!task || lessonCount === 0) return { kind: 'no-lessons', text: learningMessages.noChapters };
  if (task.access === 'locked') return { kind: 'unavailable', text: learningMessages.lessonLocked };
  // A course with a free preview lets a viewer without it try the lesson (the link plays only that much).
  if (task.access === 'denied' && !(task.preview_seconds !== null && task.link))
    return { kind: 'join', text: learningMessages.needJoin };
  if (task.video_status === 'none' || task.video_status === 'failed') {
    return { kind: 'unavailable', text: learningMessages.lessonLocked };
  }
  if (task.video_status === 'transcoding' || !task.link) {
    return { kind: 'transcoding', text: learningMessages.transcoding, progress: task.transcode_progress };
  }
  return { kind: 'play', link: task.link };
}

export type MainAction =
  | { kind: 'owned'; label: '开始学习'; badge: '已购买' | '已加入学习' }
  | { kind: 'join-free'; label: '加入学习' }
  | { kind: 'buy'; label: '立即购买' };

type PurchaseFields = Pick<
  CourseDetail,
  'purchase' | 'price' | 'has_discount' | 'discount_price' | 'discount_rate'
>;

/**
 * The main button (000 §4 Course purchase): joined → '开始学习' (badge '已购买', or '已加入学习' for a
 * free course); free (nothing payable, discount included) → '加入学习' through POST /api/free-course;
 * otherwise '立即购买' (create the order, then checkout).
 */
export function mainAction(course: PurchaseFields): MainAction {
  const free = payablePrice(course) <= 0;
  if (course.purchase === 1)
    return { kind: 'owned', label: '开始学习', badge: free ? '已加入学习' : '已购买' };
  return free ? { kind: 'join-free', label: '加入学习' } : { kind: 'buy', label: '立即购买' };
}

/** Seconds as '12:05' or '1:02:03' (the directory's lesson length). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Bytes as '755 B', '12.3 KB', '4.5 MB' (attachment sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}

/** The task_id of the URL: a positive integer, else 0 (= the server's choice: last studied, else first). */
export function taskParam(search: URLSearchParams): number {
  const value = Number(search.get('task_id'));
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : 0;
}
