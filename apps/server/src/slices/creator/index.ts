/**
 * The creator slice's public entry: the review function the CLI (creator:review), the dev route
 * and later the back office call. Submissions stay in this slice until approval publishes them through
 * the catalogue's publishContribution.
 */
export { reviewSubmission, type ReviewDecision, type ReviewRecorder } from './review-submission.ts';
/** Who may submit each kind, and upload for each purpose (one rule, used by submissions and uploads). */
export { isCreator, mayUpload, maySubmit } from './may-submit.ts';
export { readTranscodes } from './list-contributions.ts';
export { presentContribution } from './present-contribution.ts';
/**
 * Direct uploads to object storage (multipart, browser to storage), for creators' submissions and the back
 * office's staff files alike; the back office calls them with a staff owner (ARCHITECTURE.md "Slices").
 */
export {
  abortUpload,
  bytesOpenedToday,
  completedUploads,
  completeUpload,
  findOwnUpload,
  memberOwner,
  memberUploadPrefix,
  openUpload,
  ownedBy,
  presentUpload,
  readUpload,
  signUploadParts,
  staffOwner,
  UPLOAD_URL_SECONDS,
  uploadKey,
  type OpenUploadInput,
  type OpenUploadOptions,
  type UploadOwner,
  type UploadView,
} from './uploads/index.ts';
