/** The learning slice's public entry: the media jobs that the worker, seed and cli use. */
export { createAsset, importMediaFile, transcodeJobKey } from './import-media.ts';
export { mediaDeps, mediaTools } from './media-deps.ts';
export { TRANSCODE_JOB, transcodeJobHandler } from './transcode-asset.ts';
export { learningJobHandlers } from './job-handlers.ts';
// Who may play a lesson: the player slice gives its add-ons (viewer comments) the same rights as playback.
export { accessToLesson, readLesson, type Lesson } from './read-lesson.ts';
export { lessonAccess, mayPlay, type LessonAccess } from './lesson-access.ts';
// Free previews per course (002 §4 "Free preview"): written by the seed now, by the back office later.
export { coursePreviews } from './tables/previews.ts';
// The back office names how many members learnt a lesson before it is deleted.
export { lessonProgress } from './tables/progress.ts';
// The hourly purge (workers/purge-expired.ts): views of past days no longer decide anything.
export { purgeOldLessonViews } from './purge-lesson-views.ts';
