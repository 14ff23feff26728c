import { decimalToAmount, type CourseDetailData, formatChinaDateTime } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { users } from '../../kernel/members/index.ts';
import { downloadName } from '../catalogue/index.ts';
import { listItemTags } from '../catalogue/index.ts';
import { priceFields } from '../catalogue/index.ts';
import { courses } from '../catalogue/schema.ts';
import { courseOpenTo, holdsCourse } from './course-visible.ts';
import { lessonAccess } from './lesson-access.ts';
import { type AttachmentRow, loadCourseDirectory } from './load-course-directory.ts';
import { presentLesson } from './present-lesson.ts';
import { previewOf } from './read-preview.ts';
import { coursePreviews } from './tables/previews.ts';
import { type PopularTeachersCache, readPeople, recommendedTeacherIds } from './read-teachers.ts';
import { courseCollects } from './tables/progress.ts';

/** The `user` of a guest's answer: 000's client reads user.id, so never null; id 0 is nobody's. */
const GUEST_VIEWER = { id: 0, name: '', avatar: '', phone: '' } as const;

/** Attachment links live 10 minutes, like the catalogue's other downloads. */
const ANNEX_LINK_SECONDS = 600;

export interface CoursePageDeps {
  db: DbOrTx;
  storage: ObjectStorage;
  config: Config;
  /** The teachers' ranking shared by every course page (read-teachers.ts). */
  popularTeachers: PopularTeachersCache;
}

interface ViewerCard {
  id: number;
  name: string;
  avatar: string;
  phone: string | null;
}

/** What the page reads of the course row. */
const coursePageColumns = {
  id: courses.id,
  name: courses.name,
  images: courses.images,
  explain: courses.explain,
  num: courses.num,
  price: courses.price,
  hasDiscount: courses.hasDiscount,
  discountPrice: courses.discountPrice,
  discountRate: courses.discountRate,
  marketPrice: courses.marketPrice,
  author: courses.author,
  createdAt: courses.createdAt,
  viewNum: courses.viewNum,
  intro: courses.intro,
  isAnnex: courses.isAnnex,
  adFile: courses.adFile,
  adLink: courses.adLink,
  type: courses.type,
  externalLink: courses.externalLink,
  userId: courses.userId,
  suggestUserId: courses.suggestUserId,
};

/**
 * The course page (000 §2.7, §3, §7) for one viewer; null when the course is not open to them (courseOpenTo). Rights decide
 * what is handed out: playback links per lesson, attachment downloads only to members holding the course.
 */
export async function readCoursePage(
  deps: CoursePageDeps,
  courseId: number,
  viewerId: number | null,
  requestedTaskId: number,
): Promise<CourseDetailData | null> {
  const { db, storage } = deps;
  // The columns the page shows (not the search columns grams / intro_text, several times the intro's
  // size), with the viewer's own marks (holds it, collected it, their card) in the same statement.
  const [row] = await db
    .select({
      ...coursePageColumns,
      previewSeconds: coursePreviews.seconds,
      purchased: viewerId === null ? sql<boolean>`false` : holdsCourse(viewerId),
      collected:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${courseCollects} where ${courseCollects.userId} = ${viewerId}
              and ${courseCollects.courseId} = ${courses.id})`,
      viewer:
        viewerId === null
          ? sql<ViewerCard | null>`null`
          : sql<ViewerCard | null>`(select json_build_object('id', ${users.id}, 'name', ${users.name},
              'avatar', ${users.avatar}, 'phone', ${users.phone}) from ${users} where ${users.id} = ${viewerId})`,
    })
    .from(courses)
    .leftJoin(coursePreviews, eq(coursePreviews.courseId, courses.id))
    .where(and(eq(courses.id, courseId), courseOpenTo(viewerId)));
  if (!row) return null;
  const { previewSeconds: seconds, purchased, collected, viewer, ...course } = row;
  const previewSeconds = previewOf(seconds);
  const [directory, tags, recommended] = await Promise.all([
    loadCourseDirectory(db, courseId, viewerId),
    listItemTags(db, 'course', courseId),
    recommendedTeacherIds(db, course, deps.popularTeachers),
  ]);
  const personIds = [...(course.userId === null ? [] : [course.userId]), ...recommended];
  const { people, notFollowed: isNotFollowed } = await readPeople(db, personIds, viewerId);

  const chapterLocked = new Map(directory.chapters.map((c) => [c.id, c.lockStatus === 1]));
  const lessons = await Promise.all(
    directory.tasks.map((item) =>
      presentLesson(
        item,
        {
          access: lessonAccess(
            { ...item.task, chapterLocked: chapterLocked.get(item.task.chapterId) ?? false },
            purchased,
          ),
          watch: directory.watch.get(item.task.id) ?? 0,
          viewerId,
          previewSeconds,
        },
        deps,
      ),
    ),
  );
  const annex = await Promise.all(directory.attachments.map((a) => presentAnnex(a, purchased, storage)));
  const teacher = course.userId === null ? undefined : people.get(course.userId);
  const current =
    lessons.find((l) => l.id === requestedTaskId) ??
    lessons.find((l) => l.id === directory.lastTaskId) ??
    lessons[0] ??
    null;

  return {
    course: {
      id: course.id,
      name: course.name,
      images: course.images,
      explain: course.explain,
      num: course.num,
      collect: collected ? 1 : 0,
      purchase: purchased ? 1 : 0,
      ...priceFields(course),
      market_price: decimalToAmount(course.marketPrice),
      author: course.author,
      created_at: formatChinaDateTime(course.createdAt),
      view_num: course.viewNum,
      intro: course.intro,
      is_annex: course.isAnnex || annex.length > 0 ? 1 : 0,
      annex: annex.map((a) => a.item),
      tag_list_info: tags,
      ad: { file: course.adFile, link: course.adLink },
      type: course.type,
      external_link: course.externalLink,
      user_id: course.userId,
      suggest_user: teacher ?? null,
      nofans: teacher ? isNotFollowed(teacher.id) : viewerId === null,
    },
    details: directory.chapters.map((chapter) => ({
      id: chapter.id,
      name: chapter.name,
      lock_status: chapter.lockStatus === 1 ? 1 : 0,
      task: lessons.filter((l) => l.cpt_id === chapter.id),
      annex: annex.filter((a) => a.chapterId === chapter.id).map((a) => a.item),
    })),
    // 000's client reads user.id (the follow control): a guest is id 0, which no member has.
    user: viewer ? { ...viewer, phone: viewer.phone ?? '' } : GUEST_VIEWER,
    teachers: recommended
      .map((id) => people.get(id))
      .filter((p) => p !== undefined)
      .map((p) => ({ ...p, nofans: isNotFollowed(p.id) })),
    task: current,
  };
}

async function presentAnnex(a: AttachmentRow, purchased: boolean, storage: ObjectStorage) {
  const link = purchased
    ? await storage.signedUrl(a.fileKey, {
        expiresInSeconds: ANNEX_LINK_SECONDS,
        downloadName: downloadName([a.name.replace(/\.[A-Za-z0-9]{1,8}$/, '')], a.fileKey),
      })
    : '';
  return { chapterId: a.chapterId, item: { id: a.id, name: a.name, size: a.size, link } };
}
