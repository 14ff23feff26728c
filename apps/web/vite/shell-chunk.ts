import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** React Router's client variant of a route module (the module without its loader and other server parts). */
const CLIENT_ROUTE = '?__react-router-build-client-route';

/**
 * Barrels re-export everything (every icon, every call of the contract): walking into them would take in what
 * other pages use. The shell's icons are found by name instead; its contract modules keep their own file.
 */
const BARRELS = [/packages[\\/]contract[\\/]src[\\/]web\.ts$/, /@ant-design[\\/]icons[\\/]es[\\/]index\.js$/];
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@ant-design\/icons['"]/g;

/**
 * One client chunk for the code every page of the public site loads: the app modules the given route modules
 * (the root and the site layout, as the browser gets them) reach by static imports, and the icons they name.
 * Left to itself the bundler cuts them into a file per set of routes sharing them (about forty small files on a
 * public page's first load, ten of them single icons), and a phone fetches them six at a time, a round trip
 * each. Only what is already on every public page's first load joins, so no page loads more than before
 * (earlier groupings by folder pulled back-office code into public pages). Stylesheets keep their own files.
 */
export function shellChunk(routeModules: string[]): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const seen = new Set<string>();
      const stack = ids.filter(
        (id) => id.endsWith(CLIENT_ROUTE) && routeModules.some((m) => id.split('?')[0]!.endsWith(m)),
      );
      // React Router names its client variants with this query; should that change, say so rather than
      // quietly going back to forty files.
      if (stack.length !== routeModules.length)
        this.error(
          `shell-chunk: found ${stack.length} of the route modules ${routeModules.join(', ')} (${CLIENT_ROUTE})`,
        );
      const icons = new Set<string>();
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (BARRELS.some((barrel) => barrel.test(id))) continue;
        const file = id.split('?')[0]!;
        if (/[\\/]apps[\\/]web[\\/]app[\\/].*\.tsx?$/.test(file))
          for (const match of readFileSync(file, 'utf8').matchAll(ICON_IMPORT))
            for (const name of match[1]!.split(','))
              if (name.trim()) icons.add(name.trim().split(/\s+as\s+/)[0]!);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
      }
      for (const id of ids) {
        const name = path.basename(id.split('?')[0]!, '.js');
        if (icons.has(name) && /@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]/.test(id))
          seen.add(id);
      }
      members = new Set([...seen].filter((id) => !BARRELS.some((barrel) => barrel.test(id))));
    },
  };
  const test = (id: string) => members.has(id) && !/\.css($|\?)/.test(id);
  return { plugin, test };
}
