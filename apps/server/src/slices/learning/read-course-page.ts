import { decimalToAmount, type CourseDetailData, formatChinaDateTime } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { users } from '../../kernel/members/index.ts';
import { downloadName, itemTagsJson, priceFields } from '../catalogue/index.ts';
import { courses } from '../catalogue/schema.ts';
import { courseOpenTo, holdsCourse } from './course-visible.ts';
import { lessonAccess } from './lesson-access.ts';
import { type AttachmentRow, courseDirectoryJson, toCourseDirectory } from './course-directory.ts';
import { presentLesson } from './present-lesson.ts';
import { previewOf } from './read-preview.ts';
import { coursePreviews } from './tables/previews.ts';
import {
  peopleCardsJson,
  peopleOf,
  type PopularTeachersCache,
  popularTeacherIds,
  recommendedTeacherIds,
} from './read-teachers.ts';
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

const viewer = sql.placeholder('viewerId');

/**
 * Everything the page reads, in ONE named statement (db/prepared.ts): the columns the page shows (not the
 * search columns grams / intro_text, several times the intro's size), the viewer's own marks (holds it,
 * collected it, their card), the directory with their positions, the tags, and the cards of the teacher,
 * the recommender and the popular teachers (`ranked`) with the viewer's follow marks. A member's page made
 * five statements before, each built by drizzle on every render and planned by PostgreSQL. A guest is
 * viewer 0, whom no member is: every mark is then false.
 */
const coursePageRow = preparedQuery((db) =>
  db
    .select({
      ...coursePageColumns,
      previewSeconds: coursePreviews.seconds,
      purchased: holdsCourse(viewer),
      collected: sql<boolean>`exists (select 1 from ${courseCollects} where ${courseCollects.userId} = ${viewer}
        and ${courseCollects.courseId} = ${courses.id})`,
      viewer: sql<ViewerCard | null>`(select json_build_object('id', ${users.id}, 'name', ${users.name},
        'avatar', ${users.avatar}, 'phone', ${users.phone}) from ${users} where ${users.id} = ${viewer})`,
      directory: courseDirectoryJson(viewer),
      tags: itemTagsJson('course', courses.id),
      people: peopleCardsJson(
        sql`array[${courses.userId}, ${courses.suggestUserId}] || ${sql.placeholder('ranked')}::int[]`,
        viewer,
      ),
    })
    .from(courses)
    .leftJoin(coursePreviews, eq(coursePreviews.courseId, courses.id))
    .where(and(eq(courses.id, sql.placeholder('courseId')), courseOpenTo(viewer)))
    .prepare('learning_course_page'),
);

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
  const ranked = await popularTeacherIds(db, deps.popularTeachers);
  const [row] = await coursePageRow(db).execute({
    courseId,
    viewerId: viewerId ?? 0,
    // A literal the driver passes as text and PostgreSQL casts: the same on node-postgres and PGlite.
    ranked: `{${ranked.join(',')}}`,
  });
  if (!row) return null;
  const {
    previewSeconds: seconds,
    purchased,
    collected,
    viewer,
    directory: d,
    tags,
    people: cards,
    ...course
  } = row;
  const previewSeconds = previewOf(seconds);
  const directory = toCourseDirectory(d);
  const recommended = recommendedTeacherIds(course, ranked);
  const { people, notFollowed: isNotFollowed } = peopleOf(cards ?? [], viewerId);

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
      tag_list_info: tags ?? [],
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
