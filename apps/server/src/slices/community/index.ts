/** The community slice's public entry: follow state and the unread-replies count. */
export { isFollowing } from './follow-counts.ts';
export { countUnreadReplies } from './replies-to-member.ts';
