import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, menuFor, selectedEntry } from './admin-menu.ts';

describe('admin menu', () => {
  it('shows an area only to roles that may use it', () => {
    const keys = (areas: string[]) => menuFor(areas).map((e) => e.key);
    expect(keys([])).toEqual(ADMIN_MENU.filter((e) => e.area === null).map((e) => e.key));
    for (const entry of ADMIN_MENU.filter((e) => e.area !== null)) {
      expect(keys([entry.area!])).toContain(entry.key);
      expect(keys([])).not.toContain(entry.key);
    }
  });

  it('selects the entry of a page and of its sub-pages', () => {
    expect(selectedEntry('/admin', ADMIN_MENU)).toBe('home');
    expect(selectedEntry('/admin/', ADMIN_MENU)).toBe('home');
    expect(selectedEntry('/admin/security', ADMIN_MENU)).toBe('security');
    expect(selectedEntry('/admin/orders/12', ADMIN_MENU)).toBe('orders');
    expect(selectedEntry('/elsewhere', ADMIN_MENU)).toBeUndefined();
    // A reviewer opening an order by its address: no entry of theirs is that page's, not even 工作台.
    expect(selectedEntry('/admin/orders/12', menuFor(['review']))).toBeUndefined();
  });
});
