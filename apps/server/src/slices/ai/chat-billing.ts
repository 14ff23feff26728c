import {
  aiChatMessages,
  CHAT_PRICE,
  Code,
  makeOrderNo,
  ORDER_NO_PREFIX,
  type ChatBilling,
} from '@app/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { CHAT_USE, lockMemberTerm } from './charge/charge.ts';
import { refundAiCharge } from './charge/refund-charge.ts';
import { takeAiCharge } from './charge/take-charge.ts';
import { aiChatQuestions } from './chat-schema.ts';
import { readVipSettings } from './vip-settings.ts';

export interface StartedChat {
  id: number;
  questionNo: string;
  billing: ChatBilling;
}

/**
 * Takes what a question costs, in one transaction, before it is answered (takeAiCharge): nothing for an
 * active VIP, else one of today's free chats, else CHAT_PRICE 光子 by the ledger's conditional debit (too few
 * → 4423 '光子不足，请充值', nothing written). The member's row is locked first, so one member's questions start
 * one after another: while an earlier one is still being answered (and younger than `staleMs`) a new one is
 * refused, which keeps one member from holding several model streams.
 */
export async function startChatQuestion(
  db: Db,
  input: { userId: number; prompt: string; provider: string; model: string | null; staleMs: number },
  now = new Date(),
): Promise<StartedChat> {
  const settings = await readVipSettings(db);
  return db.transaction(async (tx) => {
    const member = await lockMemberTerm(tx, input.userId);
    const [open] = await tx
      .select({ id: aiChatQuestions.id })
      .from(aiChatQuestions)
      .where(
        and(
          eq(aiChatQuestions.userId, input.userId),
          eq(aiChatQuestions.status, 'answering'),
          gt(aiChatQuestions.createdAt, new Date(now.getTime() - input.staleMs)),
        ),
      )
      .limit(1);
    if (open) throw refuse(aiChatMessages.busy, Code.tooMany);
    const questionNo = makeOrderNo(ORDER_NO_PREFIX.chatQuestion, now);
    const charge = await takeAiCharge(
      tx,
      CHAT_USE,
      {
        userId: input.userId,
        member,
        freeQuota: settings.free_chat,
        price: CHAT_PRICE,
        title: 'AI问答',
        sourceNo: questionNo,
        insufficient: aiChatMessages.insufficient,
      },
      now,
    );
    const [row] = await tx
      .insert(aiChatQuestions)
      .values({
        questionNo,
        userId: input.userId,
        prompt: input.prompt,
        billing: charge.kind,
        price: charge.amount,
        freeDay: charge.day,
        provider: input.provider,
        model: input.model,
        createdAt: now,
      })
      .returning({ id: aiChatQuestions.id });
    return { id: row!.id, questionNo, billing: charge.kind };
  });
}

/** Marks a question answered; false when it had already ended (e.g. swept as stale and given back). */
export async function finishChatQuestion(
  db: Db,
  id: number,
  result: { answerChars: number; promptTokens?: number; completionTokens?: number },
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(aiChatQuestions)
    .set({
      status: 'answered',
      answerChars: result.answerChars,
      promptTokens: result.promptTokens ?? null,
      completionTokens: result.completionTokens ?? null,
      finishedAt: now,
    })
    .where(and(eq(aiChatQuestions.id, id), eq(aiChatQuestions.status, 'answering')))
    .returning({ id: aiChatQuestions.id });
  return rows.length > 0;
}

/**
 * Ends a question that did not get a proper answer and gives back what it took, exactly once: the status
 * moves out of 'answering' by one conditional UPDATE, and only the transaction that moved it writes the
 * return (refundAiCharge) — the 光子 by a ledger credit with the question's number, or the free use to the
 * day it was taken from. Answers how it had been paid for, or null when it had already ended (nothing given back twice).
 */
export async function returnChatCharge(
  db: Db,
  id: number,
  outcome: { status: 'empty' | 'failed' | 'canceled'; error?: string; answerChars?: number },
  now = new Date(),
): Promise<ChatBilling | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(aiChatQuestions)
      .set({
        status: outcome.status,
        error: outcome.error?.slice(0, 500) ?? null,
        answerChars: outcome.answerChars ?? null,
        finishedAt: now,
        returnedAt: now,
      })
      .where(and(eq(aiChatQuestions.id, id), eq(aiChatQuestions.status, 'answering')))
      .returning({
        userId: aiChatQuestions.userId,
        questionNo: aiChatQuestions.questionNo,
        billing: aiChatQuestions.billing,
        price: aiChatQuestions.price,
        freeDay: aiChatQuestions.freeDay,
      });
    if (!row) return null;
    await refundAiCharge(tx, CHAT_USE, {
      userId: row.userId,
      charge: { kind: row.billing, amount: row.price, day: row.freeDay },
      title: 'AI问答退回',
      sourceNo: row.questionNo,
    });
    return row.billing;
  });
}

/**
 * Questions still 'answering' long after any answer could have ended (the process answering them stopped):
 * each is ended as failed and its charge given back. The worker runs this every minute.
 */
export async function failStaleChatQuestions(db: Db, staleMs: number, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: aiChatQuestions.id })
    .from(aiChatQuestions)
    .where(
      and(
        eq(aiChatQuestions.status, 'answering'),
        lt(aiChatQuestions.createdAt, new Date(now.getTime() - staleMs)),
      ),
    )
    .limit(500);
  let returned = 0;
  for (const { id } of stale) {
    if (
      await returnChatCharge(db, id, { status: 'failed', error: 'stale: the answering process stopped' }, now)
    )
      returned++;
  }
  return returned;
}
