import { users } from '../../kernel/members/index.ts';

/** The columns of a left-joined `users` row that a comment or reply shows about its author. */
export const authorColumns = { id: users.id, name: users.name, avatar: users.avatar };
