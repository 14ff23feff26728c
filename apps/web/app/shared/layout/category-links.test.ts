import { describe, expect, it } from 'vitest';
import { courseCategoryHref, menuChildren, plugCategoryHref, type MenuCategory } from './category-links.ts';

const leaf = (id: number, level: number, parent_id: number, name = `分类${id}`): MenuCategory => ({
  id,
  name,
  level,
  parent_id,
  children_category: [],
});

describe('header category links', () => {
  it('sends a course category with id, name, parent_id, level and parent_name, encoded', () => {
    const href = courseCategoryHref(leaf(12, 2, 3, 'Rhino & Grasshopper'));
    expect(href.startsWith('/course?')).toBe(true);
    const query = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      id: '12',
      name: 'Rhino & Grasshopper',
      parent_id: '3',
      level: '2',
      parent_name: 'Rhino & Grasshopper',
    });
  });

  it('sends a plugin category as cate_id, parent_name, parent_id and level', () => {
    const query = new URLSearchParams(plugCategoryHref(leaf(7, 1, 0, '渲染插件')).split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      cate_id: '7',
      parent_name: '渲染插件',
      parent_id: '0',
      level: '1',
    });
  });

  it('shows children down to level 4 and no deeper', () => {
    const level4 = { ...leaf(4, 4, 3), children_category: [leaf(5, 5, 4)] };
    const level3 = { ...leaf(3, 3, 2), children_category: [level4] };
    expect(menuChildren(level3)).toEqual([level4]);
    expect(menuChildren(level4)).toEqual([]);
  });

  it('treats a node without children_category as a leaf', () => {
    expect(menuChildren({ id: 1, name: 'a', level: 1, parent_id: 0 })).toEqual([]);
  });
});
