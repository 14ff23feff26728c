import { adminPageCalls, pageSettingsMessages as PM } from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import { readVipSettings } from '../../ai/index.ts';
import { readConfigInfo } from '../../catalogue/index.ts';
import { staffRoute } from '../staff-route.ts';
import { saveHelpPage, saveVipSettings } from './page-settings.ts';

/**
 * 页面设置 (editor, admin): the AI VIP page and the six help/about pages. The public answers are cached for
 * guests for PUBLIC_CACHE_SECONDS, so a save shows there within that many seconds.
 */
export function registerPageRoutes(app: App): void {
  staffRoute(app, adminPageCalls.vipSettings, 'site', async ({ ctx }) => ok(await readVipSettings(ctx.db)));
  staffRoute(app, adminPageCalls.saveVipSettings, 'site', async ({ body, ctx, staff }) => {
    await saveVipSettings(ctx.db, staff.actor, body);
    return ok(await readVipSettings(ctx.db), PM.saved);
  });
  staffRoute(app, adminPageCalls.helpPages, 'site', async ({ ctx }) => ok(await readConfigInfo(ctx.db)));
  staffRoute(app, adminPageCalls.saveHelpPage, 'site', async ({ params, body, ctx, staff }) =>
    ok(await saveHelpPage(ctx.db, staff.actor, params.page, body.content), PM.saved),
  );
}
