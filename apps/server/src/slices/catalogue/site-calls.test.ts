import { SERVICE_HOURS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { categories, siteSettings } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Inserts a 4-level chain under a new root of `kind` and answers the ids, root first. */
async function insertChain(
  kind: 'course' | 'plug' | 'goods',
  names: string[],
  alias = '',
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const [row] = await t.ctx.db
      .insert(categories)
      .values({ kind, name, parentId: ids[i - 1] ?? 0, level: i + 1, alias: i === 0 ? alias : '' })
      .returning({ id: categories.id });
    ids.push(row!.id);
  }
  return ids;
}

describe('category trees', () => {
  it('answers an empty list before any category exists', async () => {
    for (const path of ['/api/courses/cate', '/api/plug/cate', '/api/goods/cate']) {
      expect(await t.call('GET', path)).toMatchObject({ status: 200, code: 200, data: [] });
    }
  });

  it('nests each kind 4 levels deep with ids, parents and aliases, and keeps kinds apart', async () => {
    const chain = await insertChain('course', ['参数化设计', 'Grasshopper', '入门基础', '界面与运算器']);
    const tenant = await insertChain('course', ['企业内训', '设计院专项'], 'tenant');
    await insertChain('plug', ['Rhino插件', '建模增强']);

    const res = await t.call('GET', '/api/courses/cate');
    expect(res.code).toBe(200);
    expect(res.data.map((n: { name: string }) => n.name)).toEqual(['参数化设计', '企业内训']);
    let node = res.data[0];
    for (let level = 1; level <= 4; level++) {
      expect(node).toMatchObject({
        id: chain[level - 1],
        level,
        parent_id: level === 1 ? 0 : chain[level - 2],
        alias: '',
      });
      node = node.children_category[0];
    }
    expect(
      res.data[0].children_category[0].children_category[0].children_category[0].children_category,
    ).toEqual([]);
    expect(res.data[1]).toMatchObject({
      id: tenant[0],
      alias: 'tenant',
      children_category: [{ id: tenant[1], alias: '', children_category: [] }],
    });

    const plug = await t.call('GET', '/api/plug/cate');
    expect(plug.data).toHaveLength(1);
    expect(plug.data[0]).toMatchObject({
      name: 'Rhino插件',
      children_category: [{ name: '建模增强', level: 2 }],
    });
    expect((await t.call('GET', '/api/goods/cate')).data).toEqual([]);
  });

  it('orders siblings by sort, and shows a category whose parent is gone as a root', async () => {
    const [root] = await t.ctx.db
      .insert(categories)
      .values({ kind: 'goods', name: '模型素材', level: 1 })
      .returning({ id: categories.id });
    await t.ctx.db.insert(categories).values([
      { kind: 'goods', name: '乙', parentId: root!.id, level: 2, sort: 2 },
      { kind: 'goods', name: '甲', parentId: root!.id, level: 2, sort: 1 },
      { kind: 'goods', name: '孤儿', parentId: 2_000_000_000, level: 2 },
    ]);
    const res = await t.call('GET', '/api/goods/cate');
    expect(res.data.map((n: { name: string }) => n.name)).toEqual(['模型素材', '孤儿']);
    expect(res.data[0].children_category.map((n: { name: string }) => n.name)).toEqual(['甲', '乙']);
  });
});

describe('site pages', () => {
  it('answers empty pages and default contact hours before operators write anything', async () => {
    expect((await t.call('GET', '/api/config/info')).data).toEqual({
      about: '',
      question: '',
      service: '',
      private: '',
      upload_statement: '',
      copyright_statement: '',
    });
    expect(await t.call('GET', '/api/download_statement')).toMatchObject({ code: 200, data: '' });
    expect((await t.call('GET', '/api/contact-info')).data).toEqual({
      qq: '',
      email: '',
      phone: '',
      wechat: '',
      qrcode: '',
      hours: SERVICE_HOURS,
    });
  });

  it('answers what is stored, ignoring unknown keys and non-string values', async () => {
    await t.ctx.db.insert(siteSettings).values([
      {
        key: 'config_info',
        value: { about: '<p>关于</p>', question: '<p>问题</p>', service: 7, extra: 'x' },
      },
      { key: 'download_statement', value: '<p>下载声明</p>' },
      {
        key: 'contact_info',
        value: {
          qq: '123',
          email: 'a@example.com',
          phone: '400-1',
          wechat: 'wx',
          qrcode: '/files/public/q.svg',
          hours: '每天 9:00-21:00',
        },
      },
    ]);
    expect((await t.call('GET', '/api/config/info')).data).toEqual({
      about: '<p>关于</p>',
      question: '<p>问题</p>',
      service: '',
      private: '',
      upload_statement: '',
      copyright_statement: '',
    });
    expect((await t.call('GET', '/api/download_statement')).data).toBe('<p>下载声明</p>');
    expect((await t.call('GET', '/api/contact-info')).data).toEqual({
      qq: '123',
      email: 'a@example.com',
      phone: '400-1',
      wechat: 'wx',
      qrcode: '/files/public/q.svg',
      hours: '每天 9:00-21:00',
    });
  });

  it('documents the calls in the OpenAPI description, the 4-level tree without dangling references', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const components = doc.components?.schemas ?? {};
    for (const path of [
      '/api/courses/cate',
      '/api/plug/cate',
      '/api/goods/cate',
      '/api/config/info',
      '/api/download_statement',
      '/api/contact-info',
    ]) {
      const get = doc.paths[path]?.get;
      expect(get).toBeTruthy();
      for (const [, id] of JSON.stringify(get).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        expect(components).toHaveProperty(id!);
    }
    const tree =
      doc.paths['/api/courses/cate'].get.responses['200'].content['application/json'].schema.properties.data;
    const level4 =
      tree.items.properties.children_category.items.properties.children_category.items.properties
        .children_category.items;
    expect(level4.properties).toHaveProperty('alias');
  });
});
