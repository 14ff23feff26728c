import type { App } from '../../app-context.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { registerReviewRoutes } from './review-routes.ts';
import { registerInvoiceRoutes } from './invoice-routes.ts';
import { registerFinanceRoutes } from './finance-routes.ts';
import { registerVipOrderRoutes } from './vip-order-routes.ts';
import { registerExportRoutes } from './export-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';
import { checkStaffAccess } from './staff-route.ts';
import { registerCatalogueAdminRoutes } from './catalogue/routes.ts';
import { registerPlayerAdminRoutes } from './player/routes.ts';
import { registerSiteRoutes } from './site/routes.ts';
import { registerCouponRoutes } from './site/coupon-routes.ts';
import { registerProductAdminRoutes } from './products/routes.ts';
import { registerPageRoutes } from './site/page-routes.ts';
import { registerAiNewsRoutes } from './site/ai-news-routes.ts';
import { registerAdminAiRoutes } from './ai/routes.ts';
import { registerStaffUploadRoutes } from './upload-routes.ts';

/**
 * Every back-office route, in one Fastify scope whose onRequest hook checks the staff session and role
 * before a body is read (staff-route.ts): a guest or member gets 4001, a role outside the area 4003.
 */
export async function registerAdminRoutes(app: App): Promise<void> {
  await app.register(async (scope) => {
    const admin = scope as unknown as App;
    admin.addHook('onRequest', (request) => checkStaffAccess(app, request));
    registerAuthRoutes(admin);
    registerReviewRoutes(admin);
    registerInvoiceRoutes(admin);
    registerFinanceRoutes(admin);
    registerVipOrderRoutes(admin);
    registerExportRoutes(admin);
    registerMemberRoutes(admin);
    registerCatalogueAdminRoutes(admin);
    registerPlayerAdminRoutes(admin);
    registerSiteRoutes(admin);
    registerCouponRoutes(admin);
    registerProductAdminRoutes(admin);
    registerPageRoutes(admin);
    registerAiNewsRoutes(admin);
    registerAdminAiRoutes(admin);
    registerStaffUploadRoutes(admin);
  });
}
