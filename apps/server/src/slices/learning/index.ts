/** The learning slice's public entry: routes, the media tables and jobs that the worker, seed and cli use. */
export { registerLearningRoutes } from './routes.ts';
export { mediaAssets } from '../../platform/media/schema.ts';
export { createAsset, importMediaFile, transcodeJobKey } from './import-media.ts';
export { mediaDeps, mediaTools } from './media-deps.ts';
export { TRANSCODE_JOB, transcodeJobHandler } from './transcode-asset.ts';
export { learningJobHandlers } from './job-handlers.ts';
