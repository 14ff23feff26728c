import { catalogueCalls, siteContentCalls, type FooterData } from '@app/contract';
import type { App } from '../../app-context.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import type { CataloguePorts } from './catalogue-ports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import { type CategoryRowsCache, loadCategoryTree } from './load-category-tree.ts';
import type { CategoryKind } from './schema.ts';
import { registerNewsRoutes } from './news-routes.ts';
import { registerProductRoutes } from './product-routes.ts';
import { registerSearchRoutes } from './search-routes.ts';
import { readConfigInfo } from './read-config-info.ts';
import { readContactInfo } from './read-contact-info.ts';
import { readDownloadStatement } from './read-download-statement.ts';
import { readSiteSetting } from '../../kernel/site-settings/index.ts';
import { SiteSettingKey } from '../../kernel/site-settings/index.ts';
import { readHomeBanners } from '../../kernel/site-settings/index.ts';

const emptyFooter: FooterData = { contacts: [], cooperations: [], friends: [], qrcode: '', records: [] };

export function registerCatalogueRoutes(app: App, ports: CataloguePorts): void {
  // Site-wide settings and menus, the same for every visitor and on every page's shell: answered from the
  // guests' cache (route.ts) for PUBLIC_CACHE_SECONDS, members' page renders included ('none' calls).
  const shared = { guestCache: true };
  route(
    app,
    catalogueCalls.footer,
    async ({ ctx }) => ok(await readSiteSetting(ctx.db, SiteSettingKey.footer, emptyFooter)),
    shared,
  );
  // Each kind's categories, read once per PUBLIC_CACHE_SECONDS for every visitor: the category menus and
  // the lists' subtree filters (one query per list request otherwise); operators change them rarely.
  const categories: CategoryRowsCache = createTtlCache({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 10,
  });
  const tree = (db: DbOrTx, kind: CategoryKind) => loadCategoryTree(db, kind, categories);
  route(app, catalogueCalls.courseCategories, async ({ ctx }) => ok(await tree(ctx.db, 'course')), shared);
  route(app, catalogueCalls.plugCategories, async ({ ctx }) => ok(await tree(ctx.db, 'plug')), shared);
  route(app, catalogueCalls.goodsCategories, async ({ ctx }) => ok(await tree(ctx.db, 'goods')), shared);
  route(app, catalogueCalls.configInfo, async ({ ctx }) => ok(await readConfigInfo(ctx.db)), shared);
  route(
    app,
    catalogueCalls.downloadStatement,
    async ({ ctx }) => ok(await readDownloadStatement(ctx.db)),
    shared,
  );
  route(app, catalogueCalls.contactInfo, async ({ ctx }) => ok(await readContactInfo(ctx.db)), shared);
  // The home page's banner slides the back office switched on, in its order (guests' cache as above).
  route(
    app,
    siteContentCalls.homeBanners,
    async ({ ctx }) =>
      ok((await readHomeBanners(ctx.db)).filter((b) => b.enabled).map(({ enabled: _, ...b }) => b)),
    shared,
  );
  registerProductRoutes(app, ports, categories);
  registerNewsRoutes(app, categories);
  registerSearchRoutes(app);
}
