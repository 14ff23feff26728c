import { CATEGORY_MAX_LEVEL } from '@app/contract/web';
import { paths } from '../paths.ts';

/** The part of a category node (contract `CategoryNode`) the header menus need. */
export interface MenuCategory {
  id: number;
  name: string;
  level: number;
  parent_id: number;
  children_category?: MenuCategory[];
}

/** The courses menu root '全部' passes level=1 only (000 §2.3): the course list then shows every course. */
export const COURSE_ALL_HREF = paths.courseList({ level: 1 });
/** The plugins menu root '全部' opens the plugin landing page. */
export const PLUG_ALL_HREF = paths.plugList();

/** Course list for one category: id, name, parent_id, level and parent_name (000 §2.3). */
export function courseCategoryHref(node: MenuCategory): string {
  const query = new URLSearchParams({
    id: String(node.id),
    name: node.name,
    parent_id: String(node.parent_id),
    level: String(node.level),
    parent_name: node.name,
  });
  return paths.courseList(query);
}

/** Plugin category list (route plugcate): cate_id, parent_name, parent_id and level (000 §2.3). */
export function plugCategoryHref(node: MenuCategory): string {
  const query = new URLSearchParams({
    cate_id: String(node.id),
    parent_name: node.name,
    parent_id: String(node.parent_id),
    level: String(node.level),
  });
  return paths.plugList(query);
}

/** The children of a node that the menus show: categories nest at most 4 levels (000 §9). */
export function menuChildren(node: MenuCategory): MenuCategory[] {
  if (node.level >= CATEGORY_MAX_LEVEL) return [];
  return node.children_category ?? [];
}
