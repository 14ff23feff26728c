/**
 * Members as every slice sees them: the users table (every slice's rows point at a member) and the two
 * look-ups all signed-in calls need. How members register, sign in and change their account is the account
 * slice's business.
 */
export { users } from './members-table.ts';
export { findMemberById, type MemberRow } from './find-member.ts';
export { requireMember } from './require-member.ts';
