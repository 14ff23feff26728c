import { Code, learningCalls, learningMessages } from '@app/contract';
import type { App } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { requireMember } from '../../kernel/members/index.ts';
import { cancelCollect, collectCourse } from './collect-course.ts';
import { joinFreeCourse } from './join-free-course.ts';
import { mayPlay } from './lesson-access.ts';
import { listMyCourses } from './list-my-courses.ts';
import { registerPlaybackRoutes } from './playback-routes.ts';
import { readCourseLesson } from './read-course-lesson.ts';
import { readCoursePage } from './read-course-page.ts';
import { accessToLesson, readLesson } from './read-lesson.ts';
import { readPrevNext } from './read-prev-next.ts';
import { recordView } from './record-view.ts';
import { saveProgress, updateKnownProgress } from './save-progress.ts';
import { isCourseVisible } from './course-visible.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import type { PopularTeachersCache } from './read-teachers.ts';

/** Course page (000 §2.7, §4, §7), my courses (001 §2.7, §7) and HLS playback. */
export function registerLearningRoutes(app: App): void {
  // The recommended teachers' ranking sums the whole catalogue and is the same on every course page: read
  // once per PUBLIC_CACHE_SECONDS for every visitor, members included, like the lists' totals.
  const popularTeachers: PopularTeachersCache = createTtlCache({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 1,
  });
  route(app, learningCalls.courseDetail, async ({ params, query, user, ctx }) => {
    const page = await readCoursePage(
      { db: ctx.db, storage: ctx.services.storage, config: ctx.config, popularTeachers },
      params.id,
      user?.id ?? null,
      query.task_id,
    );
    if (!page) throw new DomainError(Code.notFound, learningMessages.courseNotFound);
    return ok(page);
  });

  route(app, learningCalls.lesson, async ({ params, user, ctx }) => {
    const lesson = await readCourseLesson(
      { db: ctx.db, storage: ctx.services.storage, config: ctx.config },
      params.id,
      params.taskId,
      user?.id ?? null,
    );
    if (!lesson) throw new DomainError(Code.notFound, learningMessages.taskNotFound);
    return ok(lesson);
  });

  // The arrows and the recommended courses are public lists, the same for every visitor: shared for
  // PUBLIC_CACHE_SECONDS like the catalogue's lists (3 statements on every course page render before).
  route(
    app,
    learningCalls.prevNext,
    async ({ params, ctx }) => {
      const data = await readPrevNext(ctx.db, params.id);
      if (!data) throw new DomainError(Code.notFound, learningMessages.courseNotFound);
      return ok(data);
    },
    { guestCache: true },
  );

  route(app, learningCalls.view, async ({ body, user, request, ctx }) => {
    const lesson = await readLesson(ctx.db, body.course_detail_id, user?.id ?? null);
    if (!lesson) throw new DomainError(Code.notFound, learningMessages.taskNotFound);
    const result = await recordView(ctx.db, {
      viewerKey: user ? `u:${user.id}` : `ip:${request.ip}`.slice(0, 80),
      userId: user?.id ?? null,
      taskId: lesson.task.id,
      courseId: lesson.task.courseId,
    });
    return ok({ counted: result.counted, view_num: result.viewNum }, learningMessages.viewOk);
  });

  route(app, learningCalls.progress, async ({ body, user, ctx }) => {
    // A lesson with a resume point already passed the full check below when that point was first saved.
    const known = await updateKnownProgress(ctx.db, {
      userId: user.id,
      taskId: body.course_detail_id,
      courseId: body.course_id,
      time: body.time,
      duration: body.duration,
    });
    if (known) return ok(known, learningMessages.progressOk);
    const member = await requireMember(ctx.db, user);
    const lesson = await readLesson(ctx.db, body.course_detail_id, member.id);
    if (!lesson || lesson.task.courseId !== body.course_id)
      throw new DomainError(Code.notFound, learningMessages.taskNotFound);
    const access = await accessToLesson(ctx.db, lesson, member.id);
    if (!mayPlay(access))
      throw new DomainError(
        Code.forbidden,
        access === 'locked' ? learningMessages.lessonLocked : learningMessages.needJoin,
      );
    const saved = await saveProgress(ctx.db, {
      userId: member.id,
      taskId: lesson.task.id,
      courseId: lesson.task.courseId,
      time: body.time,
      duration: body.duration,
      taskDuration: lesson.task.duration,
    });
    return ok(saved, learningMessages.progressOk);
  });

  route(app, learningCalls.collect, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    if (!(await isCourseVisible(ctx.db, body.course_id)))
      throw new DomainError(Code.notFound, learningMessages.courseNotFound);
    const id = await collectCourse(ctx.db, member.id, body.course_id);
    return ok({ collect: 1 as const, user_course_id: id }, learningMessages.collectOk);
  });

  route(app, learningCalls.collectCancel, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const gone = await cancelCollect(ctx.db, member.id, {
      userCourseId: body.user_course_id,
      courseId: body.course_id,
    });
    if (!gone) throw new DomainError(Code.notFound, learningMessages.collectNotFound);
    return ok({ collect: 0 as const }, learningMessages.collectCancelOk);
  });

  route(app, learningCalls.freeCourse, async ({ body, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    const { joined } = await joinFreeCourse(ctx.db, member.id, body.id);
    return ok({ purchase: 1 as const }, joined ? learningMessages.joinOk : learningMessages.alreadyJoined);
  });

  route(app, learningCalls.myCourses, async ({ query, user, ctx }) => {
    const member = await requireMember(ctx.db, user);
    return ok(await listMyCourses(ctx.db, member.id, query.type, query));
  });

  registerPlaybackRoutes(app);
}
