/**
 * The creator slice's public entry: routes, and the review function the CLI (creator:review), the dev route
 * and later the back office call. Submissions stay in this slice until approval publishes them through
 * the catalogue's publishContribution.
 */
export { registerCreatorRoutes } from './routes.ts';
export { reviewSubmission, type ReviewDecision } from './review-submission.ts';
export { contributions, creatorUploads } from './schema.ts';
