/**
 * The account slice's public entry: the only file other slices and the outer layers (main, seed, cli)
 * import. Members' table and look-ups are the kernel's (kernel/members); this adds what only account knows.
 */
export type { AccountPorts } from './account-ports.ts';
export { bearerSessionResolver, hasSession } from './sessions.ts';
export { presentPublicUser } from './present-user.ts';
export { hashSecret, normaliseAnswer } from './passwords.ts';
/** For the back office's staff sign-in (admin slice): the same hashing, lockouts and cookie plumbing. */
export { verifySecret } from './passwords.ts';
export { enforceLimit, lockout } from './limits.ts';
/** A picture from POST /api/upload: whose it is (ai's render references check their owner where used). */
export { memberUploadKey } from './store-upload.ts';
export { countLiveSessions, hashToken, readCookie } from './sessions.ts';
/** The back office's changes to a member's account (disable/enable, new password, creator flags). */
export {
  resetMemberPassword,
  setCreatorFlags,
  setMemberDisabled,
  type CreatorFlags,
  type MemberRecorder,
} from './manage-member.ts';
/** 消息通知: where community's notice delivery job sends a notice besides 消息回复. */
export { readNoticeTargets, type NoticeTargets } from './notice-channels.ts';
