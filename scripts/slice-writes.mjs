/**
 * Finds the writes a slice makes into tables it does not own (used by slice-graph.mjs; no dependencies).
 *
 * Owners: every `export const x = pgTable('sql_name'` reachable from db/schema.ts's `export * from` belongs to
 * the slice whose folder declares it, or to `kernel` / `platform`. Writes: Drizzle's `.insert(x)`,
 * `.update(x)`, `.delete(x)` and raw `sql` templates that insert into, update or delete from a table. The
 * argument is resolved through the file's imports (renames and `import * as schema` included). A write through
 * a variable (`tx.update(table)` where `table` is picked from a map) cannot be resolved by reading, so it counts
 * as a write into every table the file imports: a false alarm there is cheaper than a missed write.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"]([^'"]+)['"]/g;
const RE_EXPORT = /export\s*\*\s*from\s*['"](\.[^'"]+)['"]/g;
const IMPORT = /import\s+(?!type\b)([^'";]*?)\s+from\s*['"]([^'"]+)['"]/g;
const WRITE = /\.\s*(insert|update|delete)\(\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*[,)]/g;
const RAW_SQL = /\bsql\s*`([^`]*)`/g;
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|\$\{\s*([\w$.]+)\s*\})/gi;
/** Receivers that are database handles: a `.delete(key)` on a Map or on storage is not a write. */
const DB_HANDLE = /(?:^|\b)(?:tx|db|trx|database|\w+(?:Db|Tx))$/;

/** The owner of a file: its slice under slices/, else 'kernel' or 'platform'. */
function ownerOf(serverSrc, path) {
  const parts = relative(serverSrc, path).split(sep);
  if (parts[0] === 'slices' && parts.length > 2) return parts[1];
  return parts[0];
}

/** Comments blanked out (line breaks kept, so line numbers still match). */
function withoutComments(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (c, before) => before + ' '.repeat(c.length - before.length));
}

/** identifier → { sql, owner } for every table of the database schema. */
export function tableOwners(serverSrc) {
  const tables = new Map();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, name, sqlName] of text.matchAll(TABLE))
      tables.set(name, { sql: sqlName, owner: ownerOf(serverSrc, file) });
    for (const [, spec] of text.matchAll(RE_EXPORT)) visit(resolve(dirname(file), spec));
  };
  visit(resolve(serverSrc, 'db/schema.ts'));
  return tables;
}

/** local name → imported name, for value imports (`{ a, b as c }`), and namespace imports as '*'. */
function importedNames(text) {
  const names = new Map();
  for (const [, clause] of text.matchAll(IMPORT)) {
    const namespace = clause.match(/\*\s+as\s+(\w+)/);
    if (namespace) names.set(namespace[1], '*');
    const braces = clause.match(/\{([^}]*)\}/);
    for (const part of braces ? braces[1].split(',') : []) {
      const [imported, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported && !part.trim().startsWith('type ')) names.set(local ?? imported, imported);
    }
  }
  return names;
}

/**
 * Every write of `file` (a path under slices/<writer>/) into a table another owner holds:
 * [{ writer, owner, table, line }].
 */
export function crossSliceWrites(serverSrc, file, tables) {
  const writer = ownerOf(serverSrc, file);
  const text = withoutComments(readFileSync(file, 'utf8'));
  const imports = importedNames(text);
  const lineAt = (index) => text.slice(0, index).split('\n').length;
  /** The table an expression names: an imported table, `ns.table`, or null. */
  const tableOf = (expression) => {
    const [head, tail] = expression.split('.');
    if (tail) return imports.get(head) === '*' ? tables.get(tail) : null;
    return imports.has(head) ? (tables.get(imports.get(head)) ?? null) : null;
  };
  const imported = [...imports.values()].flatMap((name) => (tables.has(name) ? [tables.get(name)] : []));
  const found = [];
  const add = (table, index, how) => {
    if (table.owner !== writer)
      found.push({ writer, owner: table.owner, table: table.sql, line: lineAt(index), how });
  };

  for (const match of text.matchAll(WRITE)) {
    const table = tableOf(match[2]);
    if (table) add(table, match.index, match[1]);
    else if (!match[2].includes('.') && DB_HANDLE.test(receiverBefore(text, match.index)))
      for (const candidate of imported) add(candidate, match.index, `${match[1]} via ${match[2]}`);
  }
  for (const template of text.matchAll(RAW_SQL)) {
    for (const raw of template[1].matchAll(RAW_WRITE)) {
      const table = raw[2] ? [...tables.values()].find((t) => t.sql === raw[2]) : tableOf(raw[3]);
      if (table) add(table, template.index + raw.index, `sql ${raw[1].toLowerCase()}`);
    }
  }
  return found;
}

/** The expression a `.insert(` / `.update(` / `.delete(` is called on, up to its last name (`this.db` → 'db'). */
function receiverBefore(text, dotIndex) {
  const before = text.slice(Math.max(0, dotIndex - 80), dotIndex).trimEnd();
  return before.match(/[\w$]+$/)?.[0] ?? '';
}
