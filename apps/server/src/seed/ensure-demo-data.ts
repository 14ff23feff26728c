import type { AppContext } from '../app-context.ts';
import { insertDemoAi } from './ai.ts';
import { insertDemoHotQuestions } from './ai-chat.ts';
import { insertDemoRenderStyles } from './ai-render.ts';
import { ensureDemoStaff } from '../slices/admin/index.ts';
import { siteSettings } from '../platform/schema.ts';
import { readSiteSetting } from '../kernel/site-settings/index.ts';
import { SiteSettingKey } from '../kernel/site-settings/index.ts';
import { insertCategoryTree } from './categories.ts';
import { insertDemoCoupons } from './coupons.ts';
import { insertDemoCreatorSettings } from './creator.ts';
import { insertDemoCourses } from './courses.ts';
import { insertDemoContributions } from './contributions.ts';
import { categoryTrees } from './content/category-trees.ts';
import { pluginSpecs } from './content/plugins.ts';
import { DemoFiles } from './demo-files.ts';
import { openDemoPictures } from './demo-pictures.ts';
import { insertDemoGallery } from './gallery.ts';
import { insertDemoGoods } from './goods.ts';
import { insertDemoInvoicing } from './invoicing.ts';
import { insertDemoNews } from './news.ts';
import { insertDemoPlayerAddons } from './player.ts';
import { insertDemoPlugins } from './plugins.ts';
import { createRng } from './prng.ts';
import type { SeedContext } from './seed-context.ts';
import { insertDemoSiteSettings } from './site-settings.ts';
import { insertDemoTags } from './tags.ts';
import { insertDemoPeople } from './users.ts';
import { insertDemoVideos } from './videos.ts';
import { recordOpeningBalances } from './wallet.ts';

/** Bump when the demo content changes; an existing marker (any version) means "already created". */
export const DEMO_DATA_VERSION = 1;
const SEED = 20250630;

/**
 * Creates the demo data once, outside production: categories, teachers and the three demo accounts,
 * the demo member's paid recharges and invoices, courses, plugins, materials, news, tags, the AI gallery
 * and the AI area (plugin page, AI news, VIP settings),
 * site pages and coupons, with pictures and
 * downloads written to storage. Idempotent: a marker row in site_settings is claimed first inside the
 * same transaction, so a second run (or a second process starting at the same time) adds nothing.
 * Everything is deterministic (seeded PRNG, fixed dates): two fresh databases get identical rows.
 */
export async function ensureDemoData(ctx: AppContext): Promise<{ created: boolean; picturesDrawn?: number }> {
  if (ctx.config.isProduction) return { created: false };
  // The demo staff (one per role) are added on their own, by phone: databases made before they existed get them.
  const staffAdded = await ensureDemoStaff(ctx.db);
  if (staffAdded) ctx.log.info({ staff: staffAdded }, 'demo staff accounts created');
  if ((await readSiteSetting<unknown>(ctx.db, SiteSettingKey.demoDataVersion, null)) !== null)
    return { created: false };
  const started = Date.now();
  const files = new DemoFiles(await openDemoPictures(ctx));
  const created = await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(siteSettings)
      .values({ key: SiteSettingKey.demoDataVersion, value: { version: DEMO_DATA_VERSION } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (claimed.length === 0) return false;
    const seed: SeedContext = { db: tx, files, rng: createRng(SEED) };
    const cats = {
      course: await insertCategoryTree(seed, 'course', categoryTrees.course),
      plug: await insertCategoryTree(seed, 'plug', categoryTrees.plug),
      goods: await insertCategoryTree(seed, 'goods', categoryTrees.goods),
      news: await insertCategoryTree(seed, 'news', categoryTrees.news),
      gallery: await insertCategoryTree(seed, 'gallery', categoryTrees.gallery),
    };
    const people = await insertDemoPeople(seed);
    await recordOpeningBalances(seed, [
      people.memberId,
      people.vipId,
      ...[...people.teachers.values()].map((t) => t.id),
    ]);
    await insertDemoInvoicing(seed, people.memberId);
    const courseItems = await insertDemoCourses(seed, cats.course, people);
    const [firstClip] = await insertDemoVideos(seed, ctx.config.DEMO_MEDIA);
    await insertDemoContributions(seed, cats, people, firstClip!.assetId, firstClip!.sourceKey);
    await insertDemoPlayerAddons(seed);
    const plugItems = await insertDemoPlugins(seed, cats.plug, people);
    const goodsItems = await insertDemoGoods(seed, cats.goods, people);
    const newsItems = await insertDemoNews(seed, cats.news);
    await insertDemoTags(seed, [...courseItems, ...plugItems, ...goodsItems, ...newsItems]);
    await insertDemoGallery(seed, cats.gallery, people);
    await insertDemoAi(seed);
    await insertDemoHotQuestions(seed);
    await insertDemoRenderStyles(seed);
    await insertDemoSiteSettings(seed);
    await insertDemoCreatorSettings(seed);
    await insertDemoCoupons(
      seed,
      plugItems[pluginSpecs.findIndex(([name]) => name.startsWith('PanelDivider'))]!.id,
    );
    // Files last: if writing them fails the transaction rolls back and the next start tries again.
    await files.writeAll(ctx.services.storage);
    return true;
  });
  if (!created) return { created };
  const picturesDrawn = files.picturesDrawn;
  ctx.log.info({ ms: Date.now() - started, picturesDrawn }, 'demo data created');
  return { created, picturesDrawn };
}
