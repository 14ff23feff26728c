/**
 * The catalogue slice's public entry (its tables, courses, plugins, goods, categories, tags, news, gallery,
 * are in schema.ts, its routes in routes.ts). It publishes the price rules of its rows, the two writes other
 * slices cause on products (a new right: learner count; a sale: sales count), and the owner functions that
 * edit its rows for the back office.
 */
export type { CataloguePorts } from './catalogue-ports.ts';
export { isFree, payableCents, priceFields, type PriceRow } from './pricing.ts';
export { grantProductRight } from './grant-product-right.ts';
export { countSale } from './count-sale.ts';
/** What learning causes on catalogue rows: a counted view, a lesson's video (set by an import, adopted when transcoded). */
export { countCourseView } from './count-course-view.ts';
export { adoptReadyMedia, setLessonMedia } from './set-lesson-media.ts';
export { uncountSale, withdrawProductRight } from './withdraw-product-right.ts';
export { toggleGalleryLike, type GalleryLikeState } from './toggle-gallery-like.ts';
export { downloadName } from './download-name.ts';
export { orderPluginVersions } from './present-plugin-detail.ts';
export { itemTagsJson, listItemTags } from './list-item-tags.ts';
export { ListSort, productOrder } from './list-order.ts';
export { listCategoryRows } from './load-category-tree.ts';
export {
  publishContribution,
  type Publication,
  type PublishedChapter,
  type PublishedVersion,
} from './publish-contribution.ts';
export { listNewsCategories } from './list-news-categories.ts';
/**
 * The owner functions that edit categories, courses (and their outlines), plugins and materials; the back
 * office calls them with its audit callback. The price, discount, category and rich-text rules live here, once.
 */
export type { RecordChange, RecordCreation } from './record-change.ts';
export { createCategory, deleteCategory, updateCategory } from './change-category.ts';
export { lockCourse, saveCourse } from './save-course.ts';
export { setCourseShelf } from './set-course-shelf.ts';
export { createChapter, deleteChapter, lockChapter, renameChapter, touchCourse } from './change-chapter.ts';
export { createLesson, deleteLesson, lessonState, lockLesson, updateLesson } from './change-lesson.ts';
export { setLessonVideo, type MediaStateOf } from './set-lesson-video.ts';
export { setChapterLock, setLessonLock } from './set-outline-lock.ts';
export { reorderOutline } from './reorder-outline.ts';
export {
  createAttachment,
  deleteAttachment,
  renameAttachment,
  reorderAttachments,
} from './change-attachment.ts';
export { lockPlugin, savePlugin } from './save-plugin.ts';
export {
  addPluginVersion,
  deletePluginVersion,
  readPluginVersion,
  savePluginVersion,
} from './change-plugin-version.ts';
export { setPluginVersionOrder } from './set-plugin-version-order.ts';
export { saveGoods } from './save-goods.ts';
export { setProductShelf } from './set-product-shelf.ts';
/** The back office edits the help pages and starts from what the public pages show. */
export { readConfigInfo } from './read-config-info.ts';
export { saveHelpPage } from './save-help-page.ts';
/** 资讯 and the AI 作品集 as the back office edits them; AI news (ai) stores its articles by the same rules. */
export { articleValues, type ArticleFields } from './article-values.ts';
export { createNews, deleteNews, setNewsPublished, updateNews, type NewsInput } from './change-news.ts';
export { createGalleryWork, deleteGalleryWork, updateGalleryWork } from './change-gallery-work.ts';
