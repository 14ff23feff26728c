import type { Plugin } from 'vite';

/**
 * Three pieces of React Router's server render that depend only on the build, not on the request, kept
 * between requests in the server bundle. Profiled on a member's `/coursepage/32` (bench/web/member-render.ts),
 * they were about 1.2 ms of the 12.4 ms of CPU a render cost, because each walks all 85 routes every time:
 *
 * - `<Scripts>`' partial manifest (lazy route discovery) matches the page's parent paths (`/` and
 *   `/coursepage` for `/coursepage/32`) against every route branch on each render: 0.67 ms. Which routes a
 *   path matches depends only on the route tree, so the ids are kept per branch list (the request handler's,
 *   built once per build) and path.
 * - `<ServerRouter>` rebuilds the route objects of the whole manifest (`createServerRoutes`): 0.3 ms. They
 *   are made from the build's manifest and route modules alone (React Router copies them before it uses
 *   them: `convertRoutesToDataRoutes`), so the last ones are reused while the manifest is the same object
 *   and each route's module is (the handler gathers the modules into a new object per request).
 * - The static router then converts those route objects into data routes (`convertRoutesToDataRoutes`):
 *   0.2 ms. Kept per route tree, i.e. once, since the tree above is kept; the static router never changes
 *   its routes (it refuses navigation and fetches on the server).
 *
 * The patches match React Router's published source exactly; when an upgrade changes it, the build fails
 * here (see `assertPatched`) rather than shipping without them unnoticed.
 */
const PARTIAL_MANIFEST_MATCH = `    let matches = matchRoutesImpl(
      router.routes,
      path,
      router.basename || "/",
      false,
      router.branches
    );
    if (matches) {
      matches.forEach((m) => routeIds.add(m.route.id));
    }`;

const PARTIAL_MANIFEST_MEMO = `    for (let id of __routeIdsMatching(router, path)) routeIds.add(id);`;

export const ROUTE_IDS_HELPER = `
/* apps/web/vite/router-render-memo.ts: route ids a path matches, per branch list (one per build). */
var __routeIdsByBranches = new WeakMap();
function __routeIdsMatching(router, path) {
  let byPath = router.branches ? __routeIdsByBranches.get(router.branches) : void 0;
  let ids = byPath?.get(path);
  if (ids) return ids;
  let matches = matchRoutesImpl(router.routes, path, router.basename || "/", false, router.branches);
  ids = matches ? matches.map((m) => m.route.id) : [];
  if (!router.branches) return ids;
  if (!byPath) __routeIdsByBranches.set(router.branches, byPath = new Map());
  // Parent paths of whatever URL was asked for: bounded, the oldest forgotten first.
  if (byPath.size >= 500) byPath.delete(byPath.keys().next().value);
  byPath.set(path, ids);
  return ids;
}
`;

const SERVER_ROUTES_CALL = `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`;

const SERVER_ROUTES_MEMO = `  let routes = __serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);`;

export const SERVER_ROUTES_HELPER = `
/* apps/web/vite/router-render-memo.ts: the route objects of one build's manifest and modules, made once. */
var __lastServerRoutes = null;
function __serverRoutesOf(manifestRoutes, routeModules, future, isSpaMode) {
  let last = __lastServerRoutes;
  if (last && last.manifestRoutes === manifestRoutes && last.isSpaMode === isSpaMode && __sameModules(last.routeModules, routeModules))
    return last.routes;
  let routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  __lastServerRoutes = { manifestRoutes, routeModules, isSpaMode, routes };
  return routes;
}
/* The request handler gathers the build's route modules into a new object for each request. */
function __sameModules(a, b) {
  let keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  for (let key of keys) if (a[key] !== b[key]) return false;
  return true;
}
`;

const STATIC_ROUTER_CONVERT = `  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`;

const STATIC_ROUTER_MEMO = `  let { manifest, dataRoutes } = __dataRoutesOf(routes);`;

export const DATA_ROUTES_HELPER = `
/* apps/web/vite/router-render-memo.ts: the data routes of one route tree (ServerRouter's, kept above). */
var __dataRoutesByRoutes = new WeakMap();
function __dataRoutesOf(routes) {
  let known = __dataRoutesByRoutes.get(routes);
  if (known) return known;
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
  known = { manifest, dataRoutes };
  __dataRoutesByRoutes.set(routes, known);
  return known;
}
`;

const ROUTER_DIST = /node_modules[\\/]react-router[\\/]dist[\\/]/;

/** For the server build only: its copy of React Router with the two memos; fails the build when one did not apply. */
export function routerRenderMemo(): Plugin {
  const applied = { partialManifest: false, serverRoutes: false, staticRouter: false };
  return {
    name: 'router-render-memo',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      let out = code;
      if (code.includes('function getPartialManifest(')) {
        out = replaceOnce(out, PARTIAL_MANIFEST_MATCH, PARTIAL_MANIFEST_MEMO, 'getPartialManifest');
        out += ROUTE_IDS_HELPER;
        applied.partialManifest = true;
      }
      if (code.includes('function createStaticRouter(')) {
        out = replaceOnce(out, STATIC_ROUTER_CONVERT, STATIC_ROUTER_MEMO, 'createStaticRouter');
        out += DATA_ROUTES_HELPER;
        applied.staticRouter = true;
      }
      if (code.includes('function ServerRouter(')) {
        out = replaceOnce(out, SERVER_ROUTES_CALL, SERVER_ROUTES_MEMO, 'ServerRouter');
        out += SERVER_ROUTES_HELPER;
        applied.serverRoutes = true;
      }
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (!error) assertPatched(applied);
    },
  };
}

function replaceOnce(code: string, from: string, to: string, where: string): string {
  const at = code.indexOf(from);
  if (at < 0 || code.indexOf(from, at + 1) >= 0)
    throw new Error(`router-render-memo: React Router's ${where} is not the code this patch knows`);
  return code.slice(0, at) + to + code.slice(at + from.length);
}

export function assertPatched(applied: Record<string, boolean>): void {
  const missing = Object.entries(applied).filter(([, done]) => !done);
  if (missing.length > 0)
    throw new Error(
      `router-render-memo: React Router's ${missing.map(([name]) => name).join(', ')} not found in the server build`,
    );
}
