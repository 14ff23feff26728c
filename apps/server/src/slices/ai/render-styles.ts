import type { RenderStyleCategory } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aiRenderStyles } from './render-schema.ts';

export type RenderStyleRow = typeof aiRenderStyles.$inferSelect;

/** GET /api/ai/render_style (002 §3): categories in their order, each with its child styles. */
export async function listRenderStyles(db: DbOrTx): Promise<RenderStyleCategory[]> {
  const rows = await db
    .select()
    .from(aiRenderStyles)
    .orderBy(asc(aiRenderStyles.sort), asc(aiRenderStyles.id));
  return rows
    .filter((row) => row.parentId === null)
    .map((category) => ({
      id: category.id,
      name: category.name,
      children: rows
        .filter((row) => row.parentId === category.id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          promt: child.promt,
          fpromt: child.fpromt,
          cover: child.cover,
        })),
    }));
}

/**
 * The style a generate names: the child style by id when our page sent one (it must exist), else by name —
 * a child style's name first, then a category's (the spec's clients send the category name), whose first
 * child lends its palette.
 */
export async function findRenderStyle(
  db: DbOrTx,
  styleId: number | undefined,
  name: string,
): Promise<{ id: number | null; name: string; palette: string } | null> {
  if (styleId !== undefined) {
    const [row] = await db.select().from(aiRenderStyles).where(eq(aiRenderStyles.id, styleId));
    return row ? { id: row.id, name: row.name, palette: row.palette } : null;
  }
  const named = await db
    .select()
    .from(aiRenderStyles)
    .where(eq(aiRenderStyles.name, name))
    .orderBy(asc(aiRenderStyles.sort), asc(aiRenderStyles.id));
  const child = named.find((row) => row.parentId !== null);
  if (child) return { id: child.id, name: child.name, palette: child.palette };
  const category = named[0];
  if (!category) return null;
  const [first] = await db
    .select()
    .from(aiRenderStyles)
    .where(and(eq(aiRenderStyles.parentId, category.id)))
    .orderBy(asc(aiRenderStyles.sort), asc(aiRenderStyles.id))
    .limit(1);
  return { id: null, name: category.name, palette: first?.palette ?? category.palette };
}
