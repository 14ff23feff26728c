import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import {
  assertPatched,
  DATA_ROUTES_HELPER,
  ROUTE_IDS_HELPER,
  routerRenderMemo,
  SERVER_ROUTES_HELPER,
} from './router-render-memo.ts';

type Transform = (code: string, id: string) => { code: string } | null;

describe('router-render-memo', () => {
  it("patches the installed React Router's three places, and the build fails when one is missing", () => {
    const plugin: Plugin = routerRenderMemo();
    const transform = plugin.transform as unknown as Transform;
    const dist = path.join(
      path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/development',
    );
    const patched = readdirSync(dist)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => transform(readFileSync(path.join(dist, name), 'utf8'), path.join(dist, name)))
      .filter((result) => result !== null)
      .map((result) => result.code)
      .join('\n');
    expect(patched).toContain('for (let id of __routeIdsMatching(router, path)) routeIds.add(id);');
    expect(patched).toContain('let routes = __serverRoutesOf(manifest.routes, routeModules');
    expect(patched).toContain('let { manifest, dataRoutes } = __dataRoutesOf(routes);');
    expect(() => (plugin.buildEnd as unknown as (e?: Error) => void)()).not.toThrow();
    expect(() => assertPatched({ partialManifest: true, serverRoutes: false })).toThrow(/serverRoutes/);
    expect(() =>
      transform('function getPartialManifest() {}', '/x/node_modules/react-router/dist/a.mjs'),
    ).toThrow(/getPartialManifest is not the code this patch knows/);
  });

  it('matches a path once per branch list, and again for another list', () => {
    const matchRoutesImpl = vi.fn((_routes: unknown, p: string) =>
      p === '/' ? [{ route: { id: 'root' } }, { route: { id: 'home' } }] : null,
    );
    const idsOf = new Function('matchRoutesImpl', `${ROUTE_IDS_HELPER}; return __routeIdsMatching;`)(
      matchRoutesImpl,
    ) as (router: object, p: string) => string[];
    const router = { routes: [], basename: '/', branches: [] };
    expect(idsOf(router, '/')).toEqual(['root', 'home']);
    expect(idsOf(router, '/')).toEqual(['root', 'home']);
    expect(idsOf(router, '/coursepage')).toEqual([]);
    expect(idsOf(router, '/coursepage')).toEqual([]);
    expect(matchRoutesImpl).toHaveBeenCalledTimes(2);
    expect(idsOf({ ...router, branches: [] }, '/')).toEqual(['root', 'home']);
    expect(matchRoutesImpl).toHaveBeenCalledTimes(3);
  });

  it("reuses the route objects while the manifest and every route's module are the same", () => {
    const createServerRoutes = vi.fn(() => [{ id: 'root' }]);
    const routesOf = new Function('createServerRoutes', `${SERVER_ROUTES_HELPER}; return __serverRoutesOf;`)(
      createServerRoutes,
    ) as (m: object, r: Record<string, object>, f: object, spa: boolean) => object;
    const manifest = {};
    const root = {};
    const first = routesOf(manifest, { root }, {}, false);
    expect(routesOf(manifest, { root }, {}, false)).toBe(first);
    expect(routesOf(manifest, { root: {} }, {}, false)).not.toBe(first);
    expect(routesOf({}, { root }, {}, false)).not.toBe(first);
    expect(routesOf(manifest, { root, extra: {} }, {}, false)).not.toBe(first);
    expect(createServerRoutes).toHaveBeenCalledTimes(4);
  });

  it('converts a route tree into data routes once', () => {
    const convert = vi.fn((routes: { id: string }[], _map: unknown, _parent: unknown, manifest: object) => {
      for (const route of routes) Object.assign(manifest, { [route.id]: route });
      return routes;
    });
    const dataRoutesOf = new Function(
      'convertRoutesToDataRoutes',
      'mapRouteProperties',
      `${DATA_ROUTES_HELPER}; return __dataRoutesOf;`,
    )(convert, () => ({})) as (routes: object[]) => { manifest: object; dataRoutes: object[] };
    const tree = [{ id: 'root' }];
    const first = dataRoutesOf(tree);
    expect(first.manifest).toEqual({ root: tree[0] });
    expect(dataRoutesOf(tree)).toBe(first);
    expect(dataRoutesOf([{ id: 'root' }])).not.toBe(first);
    expect(convert).toHaveBeenCalledTimes(2);
  });
});
