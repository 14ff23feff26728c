/**
 * The catalogue slice's public entry. It publishes its tables (courses, plugins, goods, categories, tags,
 * news, gallery) for read-joins and foreign keys, the price rules of its rows, and the two writes other
 * slices cause on products: a new right (learner count) and a sale (sales count).
 */
export { registerCatalogueRoutes } from './routes.ts';
export type { CataloguePorts } from './catalogue-ports.ts';
export * from './schema.ts';
export { isFree, payableCents, priceFields, type PriceRow } from './pricing.ts';
export { grantProductRight } from './grant-product-right.ts';
export { countSale } from './count-sale.ts';
export { uncountSale, withdrawProductRight } from './withdraw-product-right.ts';
export { toggleGalleryLike, type GalleryLikeState } from './toggle-gallery-like.ts';
export { downloadName } from './download-name.ts';
export { orderPluginVersions } from './present-plugin-detail.ts';
export { listItemTags } from './list-item-tags.ts';
export { ListSort, productOrder } from './list-order.ts';
export { listCategoryRows } from './load-category-tree.ts';
export {
  publishContribution,
  type Publication,
  type PublishedChapter,
  type PublishedVersion,
} from './publish-contribution.ts';
export { listNewsCategories } from './list-news-categories.ts';
/** The back office edits the help pages and starts from what the public pages show. */
export { readConfigInfo } from './read-config-info.ts';
