import * as contract from '@app/contract';
import type { CallDef } from '@app/contract';
import { wellFormed } from './hostile-values.ts';

/** One call of the contract, named `<group>.<key>` (e.g. `commerceCalls.addressUpdate`). */
export interface NamedCall {
  name: string;
  call: CallDef<any, any, any, any, any>;
}

/** Every call of the contract, read from its `<slice>Calls` tables (so a new call shows up here by itself). */
export function contractCalls(): NamedCall[] {
  return Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
    .flatMap(([group, table]) =>
      Object.entries(table as Record<string, CallDef<any, any, any, any, any>>).map(([key, call]) => ({
        name: `${group}.${key}`,
        call,
      })),
    );
}

/** A path with its `:params` filled from `values` (a missing one becomes `fallback`). */
export function fillPath(path: string, values: Record<string, string | number> = {}, fallback = '999999') {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(wellFormed(String(values[name] ?? fallback))),
  );
}

/** At least one CJK character: refusals are said in Chinese. */
export const CHINESE = /[\u3400-\u9fff]/;

/** Writes a corpus's counts for scripts/summarise-results.mjs (the closing line's breakdown). */
export async function writeCounts(name: string, counts: Record<string, number>) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp/results');
  mkdirSync(dir, { recursive: true });
  // PGlite and PostgreSQL runs of one file count separately (both are part of npm test).
  const suffix = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  writeFileSync(path.join(dir, `counts-${name}-${suffix}.json`), JSON.stringify(counts));
}
