import { decimalToAmount, formatChinaDateTime, type AdminCourse, type AdminCourseRow } from '@app/contract';
import { productState } from '../product-table.ts';
import type { AdminCourseRecord, CourseListRow } from './list-courses.ts';

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
      lessons: record.lessons
        .filter((l) => l.task.chapterId === chapter.id)
        .map(({ task, video, pendingVideo, learners }) => ({
          id: task.id,
          name: task.name,
          is_first: task.isFirst === 1,
          duration: task.duration,
          has_video: task.mediaAssetId !== null,
          video,
          pending_video: pendingVideo,
          learners,
        })),
    })),
  };
}
