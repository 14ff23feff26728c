import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChatBilling } from '@app/contract';
import { memberRef } from '../../kernel/schema.ts';
import { createdAt } from '../../db/columns.ts';

/** The hot questions panel (002 §2 热门提问): operators' list, shown in `sort` order (then oldest first). */
export const aiHotQuestions = pgTable(
  'ai_hot_questions',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('ai_hot_questions_list_idx').on(t.enabled, t.sort, t.id)],
);

/**
 * One row per question asked (the conversation itself stays in the browser, 002 §3): how it was paid for and
 * how it ended, so that a failed answer gives its charge back exactly once. status: 'answering' →
 * 'answered' | 'empty' (nothing found by 站内资料检索; charge given back) | 'failed' | 'canceled' (the
 * member left; charge given back). The answer text is not kept.
 */
export const aiChatQuestions = pgTable(
  'ai_chat_questions',
  {
    id: serial('id').primaryKey(),
    /** Source number of the ledger entries (charge and any return). */
    questionNo: varchar('question_no', { length: 32 }).notNull(),
    userId: memberRef('user_id').notNull(),
    prompt: varchar('prompt', { length: 2000 }).notNull(),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('answering')
      .$type<'answering' | 'answered' | 'empty' | 'failed' | 'canceled'>(),
    billing: varchar('billing', { length: 8 }).notNull().$type<ChatBilling>(),
    /** 光子 charged (0 unless billing is 'photons'). */
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The China day whose free use it took (billing 'free'), so a return goes back to that day. */
    freeDay: varchar('free_day', { length: 10 }),
    /** 'openai' or 'retrieval', and the model's name. */
    provider: varchar('provider', { length: 16 }).notNull(),
    model: varchar('model', { length: 100 }),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    answerChars: integer('answer_chars'),
    /** Why it failed (the provider's own words, for operators). */
    error: varchar('error', { length: 500 }),
    /** When the charge (光子 or free use) went back; null when it stands or there was none. */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ai_chat_questions_no_unique').on(t.questionNo),
    index('ai_chat_questions_user_idx').on(t.userId, t.createdAt),
    index('ai_chat_questions_status_idx').on(t.status, t.createdAt),
  ],
);
