import type { App } from '../../../app-context.ts';
import { registerCategoryRoutes } from './category-routes.ts';
import { registerCourseRoutes } from './course-routes.ts';
import { registerLessonRoutes } from './lesson-routes.ts';
import { registerOutlineExtraRoutes } from './outline-extra-routes.ts';

/**
 * The back office's catalogue (docs/spec-decisions.md "Back office"): categories and courses, for editors and
 * admins.
 */
export function registerCatalogueAdminRoutes(app: App): void {
  registerCategoryRoutes(app);
  registerCourseRoutes(app);
  registerLessonRoutes(app);
  registerOutlineExtraRoutes(app);
}
