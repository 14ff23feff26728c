import type { DbOrTx } from '../../db/client.ts';
import { creditMemberBalance, debitMemberBalance } from '../../kernel/members/index.ts';
import { WALLET_ACTION, walletEntries, type WalletSourceType } from './schema.ts';

export interface LedgerMove {
  userId: number;
  /** 光子 as a decimal string with <= 2 decimals, > 0 ("12.50"); never a JS float. */
  amount: string;
  /** Shown in the wallet log, e.g. '购买课程：xxx', '充值', '购买赠送光子'. */
  title: string;
  sourceType: WalletSourceType;
  /** order_no / recharge order_no */
  sourceNo: string;
}

/** Up to 12 integer digits (NUMERIC(14,2)) and at most 2 decimals; no sign, exponent or spaces. */
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Refuses anything that is not an exact positive amount. A bad amount here is a programming error (callers
 * validate user input first), so it throws instead of answering a refusal.
 */
export function assertLedgerAmount(amount: string): void {
  if (typeof amount !== 'string' || !AMOUNT_PATTERN.test(amount) || /^0+(\.0+)?$/.test(amount)) {
    throw new Error(
      `ledger amount must be a positive decimal string with at most 2 decimals, got ${String(amount)}`,
    );
  }
}

function assertMove(move: LedgerMove): void {
  assertLedgerAmount(move.amount);
  if (!Number.isInteger(move.userId) || move.userId <= 0) throw new Error('ledger move needs a user id');
  if (!move.title || !move.sourceNo) throw new Error('ledger move needs a title and a source number');
}

async function appendEntry(
  tx: DbOrTx,
  move: LedgerMove,
  action: number,
  balanceAfter: string,
): Promise<number> {
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      userId: move.userId,
      action,
      amount: move.amount,
      balanceAfter,
      title: move.title.slice(0, 200),
      sourceType: move.sourceType,
      sourceNo: move.sourceNo,
    })
    .returning({ id: walletEntries.id });
  return entry!.id;
}

/**
 * Conditional debit in the caller's transaction; answers the balance after, or null when the balance is short.
 * One conditional UPDATE of the member's balance (the kernel's debitMemberBalance, no read-modify-write), so
 * concurrent debits can never take the balance below zero. The row lock is held until the caller commits,
 * which also keeps each member's entries (and their balance_after chain) in id order.
 */
export async function debitWallet(tx: DbOrTx, move: LedgerMove): Promise<string | null> {
  return (await debitWalletEntry(tx, move))?.balance ?? null;
}

/** A ledger move's outcome for callers that keep the entry's id (a render job records its charge and refund). */
export interface LedgerEntryMade {
  balance: string;
  entryId: number;
}

/** debitWallet, also answering the new entry's id. */
export async function debitWalletEntry(tx: DbOrTx, move: LedgerMove): Promise<LedgerEntryMade | null> {
  assertMove(move);
  const balance = await debitMemberBalance(tx, move.userId, move.amount);
  if (balance === null) return null;
  const entryId = await appendEntry(tx, move, WALLET_ACTION.expense, balance);
  return { balance, entryId };
}

/** Credit in the caller's transaction; answers the balance after. Throws when the member does not exist. */
export async function creditWallet(tx: DbOrTx, move: LedgerMove): Promise<string> {
  return (await creditWalletEntry(tx, move)).balance;
}

/** creditWallet, also answering the new entry's id. */
export async function creditWalletEntry(tx: DbOrTx, move: LedgerMove): Promise<LedgerEntryMade> {
  assertMove(move);
  const balance = await creditMemberBalance(tx, move.userId, move.amount);
  if (balance === null) throw new Error(`creditWallet: member ${move.userId} not found`);
  const entryId = await appendEntry(tx, move, WALLET_ACTION.income, balance);
  return { balance, entryId };
}
