/** The player slice's entry (002 §3–§6 add-ons); its tables are in schema.ts, its routes in routes.ts. */
/**
 * The owner functions that edit a lesson's markers and captions and a course's ads; the back office calls
 * them with its audit callback (`record(tx, {before, after})`). The limits and file rules live here, once.
 */
export { createMarker, deleteMarker, updateMarker } from './change-marker.ts';
export { createCaption, deleteCaption } from './change-caption.ts';
export { adVideoKeys, saveCourseAds, type CourseAdsBody } from './save-course-ads.ts';
