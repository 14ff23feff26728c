import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { memberWithToken } from '../catalogue/testing.ts';
import { purgeOldLessonViews } from './purge-lesson-views.ts';
import { recordView } from './record-view.ts';
import { lessonViews } from './tables/progress.ts';
import { courseWithLessons } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('past days’ views go; yesterday’s and today’s stay and still decide whether a view counts', async () => {
  const { course, tasks } = await courseWithLessons(t);
  const member = await memberWithToken(t);
  const view = {
    viewerKey: `u:${member.id}`,
    userId: member.id,
    taskId: tasks.preview.id,
    courseId: course.id,
  };
  const now = new Date();
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  for (const n of [3, 2, 1, 0]) expect((await recordView(t.ctx.db, view, daysAgo(n))).counted).toBe(true);

  expect(await purgeOldLessonViews(t.ctx.db, now)).toBe(2);
  const left = await t.ctx.db
    .select({ day: lessonViews.day })
    .from(lessonViews)
    .where(eq(lessonViews.courseId, course.id));
  expect(left).toHaveLength(2);
  // Today's row is kept: a second view today still does not count.
  expect((await recordView(t.ctx.db, view, now)).counted).toBe(false);
  expect((await recordView(t.ctx.db, view, daysAgo(1))).counted).toBe(false);
  // Nothing more to purge.
  expect(await purgeOldLessonViews(t.ctx.db, now)).toBe(0);
});
