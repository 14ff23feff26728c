import { catalogueCalls, catalogueMessages, Code } from '@app/contract';
import type { App } from '../../app-context.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/route.ts';
import { countPluginDownload } from './count-plugin-download.ts';
import { courseCardsFor } from './course-cards.ts';
import {
  homeCourseRows,
  homeCourses,
  homeGallery,
  homeGoods,
  homePlugs,
  type HomeCourseRows,
} from './home-sections.ts';
import { listCourses } from './list-courses.ts';
import { listGoods } from './list-goods.ts';
import { listGoodsRecommends } from './list-goods-recommends.ts';
import { listPlugins } from './list-plugins.ts';
import { presentGoodsCard, presentPlugCard } from './present-cards.ts';
import { presentGoodsDetail } from './present-goods-detail.ts';
import { presentPluginDetail } from './present-plugin-detail.ts';
import type { CataloguePorts } from './catalogue-ports.ts';
import type { CategoryRowsCache } from './category-filter.ts';
import { readGoodsDetail } from './read-goods-detail.ts';
import { readPluginDetail } from './read-plugin-detail.ts';
import { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import { viewerOf } from '../../http/viewer.ts';
import { isFreshView } from './fresh-view.ts';

/** ?sort&limit&offset&cate_id → a list query; offset is the zero-based page (000 §7). */
const listQuery = (q: { sort: number; limit: number; offset: number; cate_id?: number }) => ({
  sort: q.sort,
  limit: q.limit,
  page: q.offset,
  cateId: q.cate_id,
});

/** Home sections, product lists, plugin and material pages, and the plugin download counter. */
export function registerProductRoutes(app: App, ports: CataloguePorts, categories: CategoryRowsCache): void {
  // Public lists are the same for every guest: their answers are reused for a few seconds (http/route.ts).
  const shared = { guestCache: true };
  // Totals ("共 N 个") for members' lists too: a count over 100,000 rows is the dearest part of a page.
  const totals = createTtlCache<number>({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 5_000,
  });
  const courseLists = createTtlCache<Awaited<ReturnType<typeof listCourses>>>({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 2_000,
  });
  const homeRows = createTtlCache<HomeCourseRows>({
    ttlSeconds: app.ctx.config.PUBLIC_CACHE_SECONDS,
    maxEntries: 1,
  });
  route(
    app,
    catalogueCalls.homeCourse,
    async ({ ctx, user }) =>
      // Guests get the whole answer from the guests' cache; a member's answer reuses the same rows and adds
      // only their own marks (one entitlement query instead of a query per group).
      ok(
        await homeCourses(
          ctx.db,
          user?.id ?? null,
          await homeRows.get('course', () => homeCourseRows(ctx.db)),
        ),
      ),
    shared,
  );
  route(app, catalogueCalls.homePlug, async ({ ctx }) => ok(await homePlugs(ctx.db)), shared);
  route(app, catalogueCalls.homeGoods, async ({ ctx }) => ok(await homeGoods(ctx.db)), shared);
  route(app, catalogueCalls.homeGallery, async ({ ctx }) => ok(await homeGallery(ctx.db)), shared);

  route(
    app,
    catalogueCalls.courseList,
    async ({ ctx, query, user }) => {
      // Members: the page's rows are the guests' (reused per query for PUBLIC_CACHE_SECONDS), their own
      // bought marks one entitlement query on top.
      const list = listQuery(query);
      const { rows, total } = await courseLists.get(JSON.stringify(list), () =>
        listCourses(ctx.db, list, { totals, categories }),
      );
      return ok({ courses: await courseCardsFor(ctx.db, user?.id ?? null, rows), total });
    },
    shared,
  );
  route(
    app,
    catalogueCalls.plugList,
    async ({ ctx, query }) => {
      const { rows, total } = await listPlugins(ctx.db, listQuery(query), { totals, categories });
      return ok({ plugs: rows.map(presentPlugCard), total });
    },
    shared,
  );
  route(
    app,
    catalogueCalls.goodsList,
    async ({ ctx, query }) => {
      const { rows, total } = await listGoods(ctx.db, listQuery(query), { totals, categories });
      return ok({ goods: rows.map(presentGoodsCard), total });
    },
    shared,
  );

  route(app, catalogueCalls.plugDetail, async ({ ctx, params, user, request }) => {
    const fresh = await isFreshView(ctx.services.counters, 'plug', params.id, viewerOf(request));
    const data = await readPluginDetail(ctx.db, ports, params.id, user?.id ?? null, fresh);
    if (!data) throw new DomainError(Code.notFound, catalogueMessages.plugNotFound);
    return ok(await presentPluginDetail(data, ctx.services.storage));
  });
  route(app, catalogueCalls.plugCount, async ({ ctx, params, body, user }) =>
    ok(
      { count: await countPluginDownload(ctx.db, params.id, user.id, body.field) },
      catalogueMessages.countOk,
    ),
  );
  route(app, catalogueCalls.goodsDetail, async ({ ctx, params, user, request }) => {
    const fresh = await isFreshView(ctx.services.counters, 'goods', params.id, viewerOf(request));
    const data = await readGoodsDetail(ctx.db, ports, params.id, user?.id ?? null, fresh);
    if (!data) throw new DomainError(Code.notFound, catalogueMessages.goodsNotFound);
    const [goods, recommends] = await Promise.all([
      presentGoodsDetail(data, ctx.services.storage),
      listGoodsRecommends(ctx.db, data.goods.id, data.goods.cateId),
    ]);
    return ok({ goods, recommends });
  });
}
