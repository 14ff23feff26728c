import { decimalToAmount, formatChinaDateTime, type AdminCourse, type AdminCourseRow } from '@app/contract';
import { productState } from '../product-table.ts';
import type { AdminCourseRecord, CourseListRow } from './list-courses.ts';

/** The file name at the end of a storage key (what staff uploaded). */
const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export function presentAdminCourseRow({ course, cateName, creatorName }: CourseListRow): AdminCourseRow {
  return {
    id: course.id,
    name: course.name,
    images: course.images,
    cate_id: course.cateId,
    cate_name: cateName,
    price: decimalToAmount(course.price),
    has_discount: course.hasDiscount,
    discount_price: decimalToAmount(course.discountPrice),
    state: productState(course),
    creator: course.userId === null ? null : { id: course.userId, name: creatorName ?? '' },
    author: course.author,
    num: course.num,
    sales_num: course.salesNum,
    updated_at: formatChinaDateTime(course.updatedAt),
  };
}

export function presentAdminCourse(record: AdminCourseRecord): AdminCourse {
  return {
    ...presentAdminCourseRow(record),
    intro: record.course.intro,
    explain: record.course.explain,
    market_price: decimalToAmount(record.course.marketPrice),
    tags: record.tags,
    chapters: record.chapters.map((chapter) => ({
      id: chapter.id,
      name: chapter.name,
      locked: chapter.lockStatus === 1,
      attachments: record.attachments
        .filter((a) => a.chapterId === chapter.id)
        .map((a) => ({ id: a.id, name: a.name, size: a.size, file: fileNameOf(a.fileKey) })),
      lessons: record.lessons
        .filter((l) => l.task.chapterId === chapter.id)
        .map(({ task, video, pendingVideo, learners, markers, captions }) => ({
          id: task.id,
          name: task.name,
          is_first: task.isFirst === 1,
          duration: task.duration,
          locked: task.lockStatus === 1,
          markers: markers.map((m) => ({
            id: m.id,
            offset: m.offsetSeconds,
            title: m.title,
            describe: m.describe,
            cover: m.coverKey,
          })),
          captions: captions.map((c) => ({
            id: c.id,
            lang: c.lang,
            label: c.label,
            is_default: c.isDefault,
          })),
          has_video: task.mediaAssetId !== null,
          video,
          pending_video: pendingVideo,
          learners,
        })),
    })),
  };
}
