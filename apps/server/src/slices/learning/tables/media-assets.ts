/**
 * The media_assets table is the platform's (platform/media/schema.ts): the catalogue's course_tasks points at
 * it and the catalogue sits below learning. Learning code keeps importing it from here.
 */
export { mediaAssets, type MediaAssetState, type MediaRendition } from '../../../platform/media/schema.ts';
