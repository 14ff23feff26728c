/**
 * Direct uploads to object storage, for members (creators' submissions) and staff (the back office's lesson
 * videos) alike: open a multipart upload, sign its parts for the browser, read what storage holds (resume),
 * complete or abort it. The browser sends the bytes to storage itself; the API only signs and checks. Who
 * may upload at all is the caller's business; what an upload becomes (a submission's file, a lesson's media
 * asset through learning's createAsset) too.
 */
export { directUploads, type DirectUploadRow, type UploadState } from './uploads-table.ts';
export {
  memberOwner,
  memberUploadPrefix,
  ownedBy,
  staffOwner,
  UPLOAD_URL_SECONDS,
  uploadKey,
  type UploadOwner,
} from './upload-owner.ts';
export { openUpload, type OpenUploadInput, type OpenUploadOptions } from './open-upload.ts';
export { bytesOpenedToday } from './daily-quota.ts';
export { signUploadParts } from './sign-upload-parts.ts';
export {
  completedUploads,
  findOwnUpload,
  presentUpload,
  readUpload,
  type UploadView,
} from './read-upload.ts';
export { abortUpload, completeUpload } from './complete-upload.ts';
export { adoptClientUploads, adoptedKey, isClientUploadKey, renameKeys } from './adopt-client-uploads.ts';
