import { adminPageCalls, pageSettingsMessages } from '@app/contract';
import type { App } from '../../../app-context.ts';
import { ok } from '../../../http/answer.ts';
import {
  AI_VIP_SETTING_KEY,
  aiBackendsOf,
  readVipSettings,
  saveVipSettings,
  vipOffer,
} from '../../ai/index.ts';
import { readConfigInfo, saveHelpPage } from '../../catalogue/index.ts';
import { auditChange } from '../audit.ts';
import { staffRoute } from '../staff-route.ts';

/**
 * 页面设置 (editor, admin): the AI VIP page and the six help/about pages. The public answers are cached for
 * guests for PUBLIC_CACHE_SECONDS, so a save shows there within that many seconds.
 */
export function registerPageRoutes(app: App): void {
  // The texts as operators wrote them, and the offer: which AI backends are connected, whether VIP is on
  // sale, and why a benefit shows under another name on the public page (docs/spec-decisions.md "catalogue text, phones, honest AI").
  staffRoute(app, adminPageCalls.vipSettings, 'site', async ({ ctx }) =>
    ok({ ...(await readVipSettings(ctx.db)), offer: vipOffer(aiBackendsOf(ctx)) }),
  );
  staffRoute(app, adminPageCalls.saveVipSettings, 'site', async ({ body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'vip.settings', 'site_setting', AI_VIP_SETTING_KEY);
    await saveVipSettings(ctx.db, body, audit);
    return ok(await readVipSettings(ctx.db), pageSettingsMessages.saved);
  });
  staffRoute(app, adminPageCalls.helpPages, 'site', async ({ ctx }) => ok(await readConfigInfo(ctx.db)));
  staffRoute(app, adminPageCalls.saveHelpPage, 'site', async ({ params, body, ctx, staff }) => {
    const audit = auditChange(staff.actor, 'help.page', 'help_page', params.page);
    return ok(await saveHelpPage(ctx.db, params.page, body.content, audit), pageSettingsMessages.saved);
  });
}
