/** The community slice's public entry: follows (table and state) and the unread-replies count. */
export { registerCommunityRoutes } from './routes.ts';
export { follows } from './schema.ts';
export { isFollowing } from './follow-counts.ts';
export { countUnreadReplies } from './replies-to-member.ts';
