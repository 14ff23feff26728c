import { learningMessages, type CourseDetailData, type LessonTask } from '@app/contract/web';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDuration,
  mainAction,
  PC_ONLY_TEXT,
  stageView,
  taskParam,
} from './course-rules.ts';

function lesson(overrides: Partial<LessonTask> = {}): LessonTask {
  return {
    id: 1,
    name: '1.1',
    type: 'task',
    course_id: 9,
    cpt_id: 3,
    lock_status: 0,
    is_first: 0,
    link: '/api/media/tasks/1/master.m3u8?token=t',
    images: '',
    watch: 0,
    duration: 12,
    access: 'entitled',
    video_status: 'ready',
    transcode_progress: 100,
    preview_seconds: null,
    ...overrides,
  };
}
function page(
  task: LessonTask | null,
  lessons = task ? [task] : [],
): Pick<CourseDetailData, 'details' | 'task'> {
  return { task, details: [{ id: 3, name: '第1章', lock_status: 0, task: lessons, annex: [] }] };
}

describe('stageView (000 §4 lesson access, §8)', () => {
  it('plays a ready lesson the viewer may watch', () => {
    expect(stageView(page(lesson()), false)).toEqual({
      kind: 'play',
      link: '/api/media/tasks/1/master.m3u8?token=t',
    });
  });
  it('asks to join when access is denied', () => {
    expect(stageView(page(lesson({ access: 'denied', link: null })), false)).toEqual({
      kind: 'join',
      text: learningMessages.needJoin,
    });
  });
  it('plays the free preview of a denied lesson when the course offers one (002 §4)', () => {
    const link = '/api/media/tasks/1/master.m3u8?token=t';
    expect(stageView(page(lesson({ access: 'denied', preview_seconds: 5, link })), false)).toEqual({
      kind: 'play',
      link,
    });
    expect(stageView(page(lesson({ access: 'denied', preview_seconds: 5, link: null })), false).kind).toBe(
      'join',
    );
  });
  it('says the video cannot be played online for locked lessons and missing or failed videos', () => {
    for (const task of [
      lesson({ access: 'locked', link: null }),
      lesson({ video_status: 'failed', link: null }),
      lesson({ video_status: 'none', link: null }),
    ]) {
      expect(stageView(page(task), false)).toEqual({
        kind: 'unavailable',
        text: learningMessages.lessonLocked,
      });
    }
  });
  it('shows the waiting text with progress while transcoding', () => {
    expect(
      stageView(page(lesson({ video_status: 'transcoding', transcode_progress: 40, link: null })), false),
    ).toEqual({
      kind: 'transcoding',
      text: '正在转码，请稍后......',
      progress: 40,
    });
  });
  it('tells of the aliens when the course has no lesson', () => {
    expect(stageView(page(null), false)).toEqual({ kind: 'no-lessons', text: learningMessages.noChapters });
    expect(stageView({ task: null, details: [] }, false).kind).toBe('no-lessons');
  });
  it('sends handhelds that cannot play HLS to a PC before anything else', () => {
    expect(stageView(page(lesson()), true)).toEqual({ kind: 'pc-only', text: PC_ONLY_TEXT });
  });
  it('puts rights before transcoding: a denied lesson still asks to join', () => {
    expect(
      stageView(page(lesson({ access: 'denied', video_status: 'transcoding', link: null })), false).kind,
    ).toBe('join');
  });
});

describe('mainAction (000 §4 course purchase)', () => {
  const price = { price: 39, has_discount: 0 as const, discount_price: 0, discount_rate: 1 };
  it('buys a paid course', () => {
    expect(mainAction({ ...price, purchase: 0 })).toEqual({ kind: 'buy', label: '立即购买' });
  });
  it('joins a free course, also one discounted to 0', () => {
    expect(mainAction({ ...price, price: 0, purchase: 0 })).toEqual({ kind: 'join-free', label: '加入学习' });
    expect(
      mainAction({ ...price, has_discount: 1, discount_price: 0, discount_rate: 0, purchase: 0 }).kind,
    ).toBe('join-free');
  });
  it('starts learning an owned course, naming how it was got', () => {
    expect(mainAction({ ...price, purchase: 1 })).toEqual({
      kind: 'owned',
      label: '开始学习',
      badge: '已购买',
    });
    expect(mainAction({ ...price, price: 0, purchase: 1 })).toMatchObject({ badge: '已加入学习' });
  });
});

describe('formatting', () => {
  it('formats lesson lengths', () => {
    expect(formatDuration(12)).toBe('0:12');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
  it('formats attachment sizes', () => {
    expect(formatBytes(755)).toBe('755 B');
    expect(formatBytes(12_595)).toBe('12.3 KB');
    expect(formatBytes(4_718_592)).toBe('4.5 MB');
  });
});

describe('taskParam', () => {
  it('reads a positive task_id, else 0', () => {
    expect(taskParam(new URLSearchParams('task_id=455'))).toBe(455);
    for (const bad of ['', 'task_id=0', 'task_id=-3', 'task_id=abc', 'task_id=1.5', 'task_id=99999999999']) {
      expect(taskParam(new URLSearchParams(bad))).toBe(0);
    }
  });
});
