import { apiOk } from '../support/api.ts';
import { STAFF, staffToken } from '../support/admin.ts';
import type { Seeded } from './seed.ts';
import { VECTORS, type Vector } from './vectors.ts';

interface CourseDetail {
  details: { lock_status: 0 | 1; task: { id: number; lock_status: 0 | 1; video_status: string }[] }[];
}

/** A stored danmaku holds 50 characters; a member may send 5 in 15 seconds. */
const DANMAKU_MAX = 50;
const PER_MEMBER = 5;

/**
 * A free demo course and its first playable lesson once transcoded (the platform transcodes the demo
 * lessons as it starts; on a loaded machine that can take a while).
 */
export async function playableLesson(timeoutMs = 150_000): Promise<{ courseId: number; lessonId: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { courses } = await apiOk<{ courses: { id: number; price: number }[] }>(
      'GET',
      '/api/courses?limit=50&offset=0&sort=0',
    );
    for (const course of courses.filter((c) => c.price === 0)) {
      const detail = await apiOk<CourseDetail>('GET', `/api/courses/${course.id}`);
      const lesson = detail.details
        .filter((chapter) => chapter.lock_status === 0)
        .flatMap((chapter) => chapter.task)
        .find((task) => task.lock_status === 0);
      if (lesson?.video_status === 'ready') return { courseId: course.id, lessonId: lesson.id };
    }
    if (Date.now() > deadline) throw new Error('no free demo lesson was transcoded in time');
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/**
 * Each member joins the course and sends 5 danmaku, each one short vector, at times spread over the first
 * seconds of the lesson. The viewer is given VIP by staff so that no ad stands before the lesson. Answers
 * each vector with the text the server stored (it writes < and > as the full-width ＜ ＞, rules/danmaku.ts)
 * and the time (ms) it is drawn at.
 */
export async function seedDanmaku(
  members: Seeded[],
  viewer: Seeded,
  target: { courseId: number; lessonId: number },
): Promise<{ vector: Vector; stored: string; stime: number }[]> {
  const short = VECTORS.filter((v) => [...v.text].length <= DANMAKU_MAX);
  const sent: { vector: Vector; stored: string; stime: number }[] = [];
  await Promise.all(
    members.map(async (member, m) => {
      await apiOk('POST', '/api/free-course', { type: 1, id: target.courseId }, member.token);
      for (let k = 0; k < PER_MEMBER; k++) {
        const vector = short[m * PER_MEMBER + k];
        if (!vector) return;
        // Spread over 0.5–10.8 s of the 12-s demo clip (a comment timed past its end is never drawn) so the
        // drawing lanes are not all wanted at once.
        const stime = 500 + (m * PER_MEMBER + k) * 210;
        const { text: stored } = await apiOk<{ text: string }>(
          'POST',
          `/api/player/lessons/${target.lessonId}/danmaku`,
          { text: vector.text, mode: 1, stime, size: 25, color: 0xffffff },
          member.token,
        );
        sent.push({ vector, stored, stime });
      }
    }),
  );
  const token = await staffToken(STAFF.admin);
  await apiOk(
    'POST',
    `/api/admin/members/${viewer.id}/vip`,
    { plan: 'month', reason: 'XSS 测试：免广告观看' },
    token,
  );
  return sent;
}
