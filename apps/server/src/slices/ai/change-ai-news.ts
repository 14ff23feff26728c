import { aiNewsAdminMessages, Code, type AdminAiNewsInput } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { articleValues, type RecordChange, type RecordCreation } from '../catalogue/index.ts';
import { aiNews } from './schema.ts';

type AiNewsRow = typeof aiNews.$inferSelect;

/** An AI article as a change record keeps it (the body too: an edit of the text must be traceable). */
const aiNewsState = (r: AiNewsRow) => ({
  title: r.title,
  cate: r.cate,
  description: r.description,
  author: r.author,
  images: r.images,
  published: r.published,
  content: r.content,
});
type AiNewsState = ReturnType<typeof aiNewsState>;

/** The news rules (catalogue's articleValues) and the AI area's fixed 栏目. */
const valuesOf = (input: AdminAiNewsInput) => ({ ...articleValues(input), cate: input.cate });

/** Creates an AI article; answers its id. */
export async function createAiNews(
  db: Db,
  input: AdminAiNewsInput,
  record?: RecordCreation<AiNewsState>,
): Promise<number> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(aiNews).values(values).returning();
    await record?.(tx, { id: row!.id, before: undefined, after: aiNewsState(row!) });
    return row!.id;
  });
}

/** Locks an article, changes it and hands before/after to `record`; a missing one is refused. */
async function changeAiNews(
  db: Db,
  id: number,
  change: Partial<typeof aiNews.$inferInsert>,
  record?: RecordChange<AiNewsState>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(aiNews).where(eq(aiNews.id, id)).for('update');
    if (!before) throw refuse(aiNewsAdminMessages.notFound, Code.notFound);
    const [after] = await tx
      .update(aiNews)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(aiNews.id, id))
      .returning();
    await record?.(tx, { before: aiNewsState(before), after: aiNewsState(after!) });
  });
}

export function updateAiNews(
  db: Db,
  id: number,
  input: AdminAiNewsInput,
  record?: RecordChange<AiNewsState>,
) {
  return changeAiNews(db, id, valuesOf(input), record);
}

export function setAiNewsPublished(
  db: Db,
  id: number,
  published: boolean,
  record?: RecordChange<AiNewsState>,
) {
  return changeAiNews(db, id, { published }, record);
}

/** Deletes an AI article for good. */
export async function deleteAiNews(
  db: Db,
  id: number,
  record?: RecordChange<AiNewsState, undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(aiNews).where(eq(aiNews.id, id)).returning();
    if (!before) throw refuse(aiNewsAdminMessages.notFound, Code.notFound);
    await record?.(tx, { before: aiNewsState(before), after: undefined });
  });
}
