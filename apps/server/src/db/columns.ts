import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers for the tables' most repeated columns, so each is declared once: a moment with time zone
 * that the database fills in at insert. The SQL is what the long form gave (`timestamp with time zone
 * default now() not null`); a change here changes every table, so `npm run db:generate` must show it.
 * A member reference (`memberRef`) lives beside the members' table, kernel/members/member-ref.ts.
 */
export const timestampNow = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** When the row was made. */
export const createdAt = () => timestampNow('created_at');

/** When the row last changed (the writes set it; the default covers the insert). */
export const updatedAt = () => timestampNow('updated_at');
