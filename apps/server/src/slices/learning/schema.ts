/** Learning's own tables: lesson progress and views (media_assets is the platform's: platform/media/schema.ts). */
export * from './tables/progress.ts';
