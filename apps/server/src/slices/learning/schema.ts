/** Learning's own tables: lesson progress and views, free previews (media_assets is the platform's: platform/media/schema.ts). */
export * from './tables/progress.ts';
export * from './tables/previews.ts';
