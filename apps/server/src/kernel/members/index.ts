/**
 * Members as every slice sees them: the users table (every slice's rows point at a member) and the two
 * look-ups all signed-in calls need, and the named writes of a member row (change-member.ts): the only
 * writes of `users`. How members register, sign in and change their account is the account slice's
 * business, the VIP term ai's and the balance the wallet ledger's; they decide, then call these writes.
 */
export { users } from './members-table.ts';
export { findMemberById, type MemberRow } from './find-member.ts';
export { requireMember } from './require-member.ts';
export {
  changeMemberByStaff,
  createMember,
  creditMemberBalance,
  debitMemberBalance,
  setMemberEmail,
  setMemberPassword,
  setMemberPhone,
  setMemberProfile,
  setMemberSecurityAnswersOnce,
  setMemberVip,
  type ProfileColumn,
  type StaffMemberChange,
} from './change-member.ts';
