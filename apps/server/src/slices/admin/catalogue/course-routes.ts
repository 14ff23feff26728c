import {
  ADMIN_IMAGE_MAX_BYTES,
  adminCatalogueCalls as calls,
  adminCatalogueMessages,
  Code,
} from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import { saveCourse, setCourseShelf } from '../../catalogue/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';
import { storeStaffImage, type StaffImageRules } from '../store-staff-image.ts';
import { listAdminCourses, readAdminCourse } from './list-courses.ts';
import { presentAdminCourse, presentAdminCourseRow } from './present-course.ts';

/** 课程管理 (editor, admin). */
/** Course covers: JPG, PNG or GIF up to 20 MB, under public/admin/. */
const COURSE_IMAGES: StaffImageRules = {
  folder: 'admin',
  maxBytes: ADMIN_IMAGE_MAX_BYTES,
  kinds: ['jpg', 'png', 'gif'],
  messages: adminCatalogueMessages,
};

export function registerCourseRoutes(app: App): void {
  staffRoute(app, calls.courses, 'catalogue', async ({ query, ctx }) => {
    const page = await listAdminCourses(ctx.db, query, query);
    return ok({ list: page.rows.map(presentAdminCourseRow), total: page.total });
  });

  staffRoute(app, calls.course, 'catalogue', async ({ params, ctx }) =>
    ok(presentAdminCourse(await readAdminCourse(ctx.db, params.id))),
  );

  staffRoute(app, calls.saveCourse, 'catalogue', async ({ params, body, ctx, staff }) => {
    await saveCourse(ctx.db, params.id, body, auditChange(staff.actor, 'course.update', 'course', params.id));
    return ok(presentAdminCourse(await readAdminCourse(ctx.db, params.id)), '课程已保存');
  });

  staffRoute(app, calls.setCourseShelf, 'catalogue', async ({ params, body, ctx, staff }) => {
    const action = body.on_shelf ? 'course.shelf_on' : 'course.shelf_off';
    await setCourseShelf(
      ctx.db,
      params.id,
      body.on_shelf,
      auditChange(staff.actor, action, 'course', params.id),
    );
    return ok(
      presentAdminCourse(await readAdminCourse(ctx.db, params.id)),
      body.on_shelf ? '课程已上架' : '课程已下架',
    );
  });

  // A cover is stored when chosen and named by the course only when the form is saved (that save is audited).
  staffRoute(app, calls.uploadImage, 'catalogue', async ({ request, ctx }) => {
    if (!request.isMultipart()) throw new DomainError(Code.invalid, adminCatalogueMessages.imageMissing);
    const file = await request.file({
      limits: { fileSize: ADMIN_IMAGE_MAX_BYTES, files: 1 },
      throwFileSizeLimit: false,
    });
    if (!file) throw new DomainError(Code.invalid, adminCatalogueMessages.imageMissing);
    return ok({ url: await storeStaffImage(ctx.services.storage, file.file, COURSE_IMAGES) }, '图片已上传');
  });
}
