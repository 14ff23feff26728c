import { Code, communityMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import { courses, goods } from '../catalogue/schema.ts';
import { publiclyVisible } from '../../kernel/visibility/index.ts';
import type { CommentTargetType } from './schema.ts';

const targetTables = { course: courses, goods } as const;

/** True when the course or material exists and the public may see it (published and approved). */
export async function isVisibleTarget(db: DbOrTx, type: CommentTargetType, id: number): Promise<boolean> {
  const table = targetTables[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), publiclyVisible(table)));
  return row !== undefined;
}

/** Refuses (4004) comments on, and comment lists of, items that do not exist or are not public. */
export async function assertVisibleTarget(db: DbOrTx, type: CommentTargetType, id: number): Promise<void> {
  if (!(await isVisibleTarget(db, type, id)))
    throw new DomainError(Code.notFound, communityMessages.targetNotFound);
}
