import { ProductType, type CourseCard } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { entitledIds } from '../../kernel/entitlements/index.ts';
import type { CourseCardRow } from './card-columns.ts';
import { presentCourseCard } from './present-cards.ts';

/**
 * Course cards for a viewer: `purchase` is 1 for courses the member has joined or bought (one query for
 * all rows), 0 for everyone else and for guests.
 */
export async function courseCardsFor(
  db: DbOrTx,
  viewerId: number | null,
  rows: CourseCardRow[],
): Promise<CourseCard[]> {
  const joined =
    viewerId === null
      ? new Set<number>()
      : await entitledIds(
          db,
          viewerId,
          ProductType.course,
          rows.map((r) => r.id),
        );
  return rows.map((row) => presentCourseCard(row, joined.has(row.id)));
}
