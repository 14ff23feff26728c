import { catalogueCalls, type FooterData } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { readSiteSetting } from './read-site-setting.ts';

const emptyFooter: FooterData = { contacts: [], cooperations: [], friends: [], qrcode: '', records: [] };

export function registerCatalogueRoutes(app: App): void {
  route(app, catalogueCalls.footer, async ({ ctx }) => ok(await readSiteSetting(ctx.db, 'footer', emptyFooter)));
}
