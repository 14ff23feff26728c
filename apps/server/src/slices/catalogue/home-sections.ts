import type { CourseCard, GalleryCard, GoodsCard, PlugCard } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { courseCardsFor } from './course-cards.ts';
import { HOME_GROUP_SIZE, listHomeGroups } from './list-home-groups.ts';
import { listCourses } from './list-courses.ts';
import { listGalleryWorks } from './list-gallery-works.ts';
import { listGoods } from './list-goods.ts';
import { listPlugins } from './list-plugins.ts';
import { presentGoodsCard, presentPlugCard } from './present-cards.ts';

/** The four tabbed home sections (000 §2.4); each group holds the newest items of one top-level category. */
type Groups<T> = { name: string; list: T[] }[];
const newest = (cateId: number) => ({ sort: 0, limit: HOME_GROUP_SIZE, page: 0, cateId });

/** The course groups' rows, the same for every viewer (reusable across members for a few seconds). */
export type HomeCourseRows = Awaited<ReturnType<typeof homeCourseRows>>;

export function homeCourseRows(db: DbOrTx) {
  return listHomeGroups(
    db,
    'course',
    async (cateId) => (await listCourses(db, newest(cateId), { withTotal: false })).rows,
  );
}

/** The course groups as `viewerId` sees them (bought or joined marks); `rows` may come from a cache. */
export async function homeCourses(
  db: DbOrTx,
  viewerId: number | null,
  rows?: HomeCourseRows,
): Promise<Groups<CourseCard>> {
  const groups = rows ?? (await homeCourseRows(db));
  // One entitlement query for every card on the page; a course may appear in one group only.
  const cards = await courseCardsFor(
    db,
    viewerId,
    groups.flatMap((g) => g.list),
  );
  let next = 0;
  return groups.map((g) => ({ name: g.name, list: g.list.map(() => cards[next++]!) }));
}

export async function homePlugs(db: DbOrTx): Promise<Groups<PlugCard>> {
  const groups = await listHomeGroups(
    db,
    'plug',
    async (cateId) => (await listPlugins(db, newest(cateId), { withTotal: false })).rows,
  );
  return groups.map((g) => ({ name: g.name, list: g.list.map(presentPlugCard) }));
}

export async function homeGoods(db: DbOrTx): Promise<Groups<GoodsCard>> {
  const groups = await listHomeGroups(
    db,
    'goods',
    async (cateId) => (await listGoods(db, newest(cateId), { withTotal: false })).rows,
  );
  return groups.map((g) => ({ name: g.name, list: g.list.map(presentGoodsCard) }));
}

export function homeGallery(db: DbOrTx): Promise<Groups<GalleryCard>> {
  return listHomeGroups(db, 'gallery', (cateId) => listGalleryWorks(db, cateId, HOME_GROUP_SIZE));
}
