/**
 * The community slice's public entry: follow state, the unread-messages count (replies and
 * system notices) and `sendMemberNotice`, which the slices that act on a member's things call in their
 * transaction (docs/spec-decisions.md "people are told").
 */
export { isFollowing } from './follow-counts.ts';
export { countUnreadMessages } from './message-list.ts';
export { sendMemberNotice, type MemberNotice } from './member-notices.ts';
/** The worker's handler that sends a notice by SMS or e-mail where the member chose it. */
export { noticeDeliveryJobHandler, NOTICE_DELIVERY_JOB } from './notice-delivery.ts';
