import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { purchaseChanges } from './purchase-changes.ts';

/** A client holding one cached answer for each key, every one fresh. */
function cacheOf(keys: unknown[][]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  return client;
}

async function staleAfter(keys: unknown[][], target: Parameters<typeof purchaseChanges>[0]) {
  const client = cacheOf(keys);
  await Promise.all(purchaseChanges(target).map((filters) => client.invalidateQueries(filters)));
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[1]);
}

describe('purchaseChanges', () => {
  it('a course: its page and lessons, 我的课程, orders, ledger and balance; not another course or the news', async () => {
    const keys = [
      ['/api/courses/:id', '/api/courses/3', { task_id: 0 }, 'token'],
      ['/api/courses/:id', '/api/courses/4', { task_id: 0 }, 'token'],
      ['/api/courses/:id/lessons/:taskId', '/api/courses/3/lessons/7', {}, 'token'],
      ['/api/courses/:id/lessons/:taskId', '/api/courses/31/lessons/7', {}, 'token'],
      ['/api/user/courses', '/api/user/courses', { type: 1 }, 'token'],
      ['/api/user/order-list', '/api/user/order-list', {}, 'token'],
      ['/api/order/:id', '/api/order/9', {}, 'token'],
      ['/api/user/wallet_logs', '/api/user/wallet_logs', {}, 'token'],
      ['/api/balance', '/api/balance', {}, 'token'],
      ['/api/news', '/api/news', {}],
    ];
    expect(await staleAfter(keys, { productId: 3, productType: 1, extendType: '', orderNo: '' })).toEqual([
      '/api/courses/3',
      '/api/courses/3/lessons/7',
      '/api/user/courses',
      '/api/user/order-list',
      '/api/order/9',
      '/api/user/wallet_logs',
      '/api/balance',
    ]);
  });

  it('a plugin or a material: that item only, besides the orders and the balance', async () => {
    const keys = [
      ['/api/plug/:id', '/api/plug/2', {}, 'token'],
      ['/api/plug/:id', '/api/plug/5', {}, 'token'],
      ['/api/goods/:id', '/api/goods/2', {}, 'token'],
      ['/api/user/courses', '/api/user/courses', {}, 'token'],
    ];
    expect(await staleAfter(keys, { productId: 2, productType: 2, extendType: '', orderNo: '' })).toEqual([
      '/api/plug/2',
    ]);
    expect(await staleAfter(keys, { productId: 2, productType: 3, extendType: '', orderNo: '' })).toEqual([
      '/api/goods/2',
    ]);
  });
});
