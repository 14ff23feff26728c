import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { paths } from './paths.ts';

/** Every URL pattern of the route table, joined through layouts and prefixes ('/user/order/:id'). */
function patterns(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || (entry.path && !entry.children?.length) ? [here || '/'] : [];
    const nested = entry.children ? patterns(entry.children, here) : [];
    // A route with a path and children (the AI layout) is itself a page when an index child renders it.
    return [...own, ...nested];
  });
}

const table = patterns(routes).filter((pattern) => !pattern.includes('*'));

function matches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`);
  return regex.test(pathname);
}

/** Calls an entry with a sample id for each required argument. */
function sample(entry: (...args: any[]) => string): string {
  return entry(...Array.from({ length: entry.length }, () => 7));
}

describe('paths', () => {
  it.each(Object.entries(paths))('%s names a route of routes.ts', (_, entry) => {
    const pathname = sample(entry as (...args: any[]) => string).split('?')[0]!;
    expect(table.some((pattern) => matches(pattern, pathname))).toBe(true);
  });

  it('has an entry for every route of routes.ts', () => {
    const produced = Object.values(paths).map((entry) => sample(entry as () => string).split('?')[0]!);
    const missing = table.filter((pattern) => !produced.some((pathname) => matches(pattern, pathname)));
    expect(missing).toEqual([]);
  });

  it('adds query values in order and leaves out empty ones', () => {
    expect(paths.course(12, { task_id: 5 })).toBe('/coursepage/12?task_id=5');
    expect(paths.course(12, { task_id: null })).toBe('/coursepage/12');
    expect(paths.newsList({ cate_id: 3 })).toBe('/news?cate_id=3');
    expect(paths.paymentResult({ order_no: 'A1', order_type: 1 })).toBe(
      '/payment-result?order_no=A1&order_type=1',
    );
    expect(paths.login({ redirect: '/user/order?x=1' })).toBe('/login?redirect=%2Fuser%2Forder%3Fx%3D1');
    expect(paths.userIntegral({ back: '/payment?product_id=1' })).toBe(
      '/user/integral?back=%2Fpayment%3Fproduct_id%3D1',
    );
  });
});
