/**
 * The catalogue's tables: categories, tags, courses (chapters, tasks, attachments), plugins (versions,
 * intro images), materials (goods), news and the AI works gallery. One file per family under tables/.
 */
export * from './tables/categories.ts';
export * from './tables/tags.ts';
export * from './tables/courses.ts';
export * from './tables/plugins.ts';
export * from './tables/goods.ts';
export * from './tables/news.ts';
export * from './tables/gallery.ts';
