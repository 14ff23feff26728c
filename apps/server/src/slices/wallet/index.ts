/** The wallet slice's public entry: the ledger (debit/credit in the caller's transaction), audit and worker task. */
export {
  creditWallet,
  creditWalletEntry,
  debitWallet,
  debitWalletEntry,
  type LedgerEntryMade,
} from './ledger.ts';
export { auditWallets, formatAudit } from './audit-wallets.ts';
export { reconcileRechargesTask } from './recharge-worker.ts';
export {
  findPaidRecharges,
  listPaidRecharges,
  lockPaidRecharge,
  type PaidRecharge,
} from './paid-recharges.ts';
/** Recharge orders as the settle step leaves them: demo data (seed/) and the back office's read-joins. */
export { RECHARGE_TITLE } from './settle-recharge.ts';
/** The PNG QR code maker (the back office's TOTP enrolment shows one too). */
export { qrPngDataUrl } from './qr-png.ts';
/** The back office: manual adjustments and re-query of one recharge. */
export { adjustWallet, ADJUST_TITLE, type Adjustment } from './adjust-wallet.ts';
export { requeryRecharge, type Requery } from './requery-recharge.ts';
