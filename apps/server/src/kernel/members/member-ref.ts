import { integer } from 'drizzle-orm/pg-core';
import { users } from './members-table.ts';

/**
 * A column that names a member (`users.id`), for the tables of every slice: `memberRef('user_id',
 * 'cascade').notNull()`. `onDelete` is what happens to the row when the member goes ('cascade' deletes it,
 * 'set null' keeps it without its member); left out, the database refuses to delete a member it names
 * (orders, ledger entries: records that must stay).
 */
export const memberRef = (name: string, onDelete?: 'cascade' | 'set null') =>
  integer(name).references(() => users.id, onDelete ? { onDelete } : {});
