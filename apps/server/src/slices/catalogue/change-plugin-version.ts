import { adminProductCalls, adminProductMessages, type CallBody, Code } from '@app/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors/index.ts';
import type { RecordChange } from './record-change.ts';
import { lockPlugin } from './save-plugin.ts';
import { plugins, pluginVersions } from './schema.ts';

type VersionFields = CallBody<typeof adminProductCalls.addPlugVersion>;
type VersionRow = typeof pluginVersions.$inferSelect;

/** A download file as a change record keeps it (the back office's audit row, on the plugin). */
const versionState = (v: VersionRow) => ({
  id: v.id,
  type: v.type,
  name: v.name,
  version_code: v.versionCode,
  platform: v.platform,
  description: v.description,
  file_key: v.fileKey,
  size: v.size,
});
type VersionState = ReturnType<typeof versionState>;

const columnsOf = (fields: VersionFields, size: number) => ({
  type: fields.type,
  name: fields.name,
  versionCode: fields.version_code,
  platform: fields.platform,
  description: fields.description,
  fileKey: fields.file_key,
  size,
});

/** One download file of the plugin (4004 when the plugin has no such file). */
export async function readPluginVersion(tx: DbOrTx, plugId: number, versionId: number): Promise<VersionRow> {
  const [row] = await tx
    .select()
    .from(pluginVersions)
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.pluginId, plugId)));
  if (!row) throw new DomainError(Code.notFound, adminProductMessages.versionNotFound);
  return row;
}

const touch = (tx: DbOrTx, plugId: number) =>
  tx.update(plugins).set({ updatedAt: new Date() }).where(eq(plugins.id, plugId));

/**
 * A new download file (the newest package is listed first on the plugin page: the highest sort). The caller
 * checked the stored file and measured it (`size`).
 */
export async function addPluginVersion(
  db: Db,
  plugId: number,
  fields: VersionFields,
  size: number,
  record?: RecordChange<undefined, VersionState>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlugin(tx, plugId);
    const [last] = await tx
      .select({ sort: max(pluginVersions.sort) })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, plugId));
    const [row] = await tx
      .insert(pluginVersions)
      .values({ pluginId: plugId, ...columnsOf(fields, size), sort: (last?.sort ?? 0) + 1 })
      .returning();
    await touch(tx, plugId);
    await record?.(tx, { before: undefined, after: versionState(row!) });
  });
}

/**
 * Changes a file's description, or replaces the file itself with another stored file (`size` is the size of
 * the file `fields.file_key` names, measured by the caller; the row keeps its own when the file stays).
 */
export async function savePluginVersion(
  db: Db,
  ids: { id: number; versionId: number },
  fields: VersionFields,
  size: number,
  record?: RecordChange<VersionState>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlugin(tx, ids.id);
    const before = await readPluginVersion(tx, ids.id, ids.versionId);
    const [after] = await tx
      .update(pluginVersions)
      .set(columnsOf(fields, fields.file_key === before.fileKey ? before.size : size))
      .where(eq(pluginVersions.id, before.id))
      .returning();
    await touch(tx, ids.id);
    await record?.(tx, { before: versionState(before), after: versionState(after!) });
  });
}

/**
 * Removes a file from the plugin page. The stored object is kept (the audit row names it), so a file
 * removed by mistake can be added again without a new upload.
 */
export async function deletePluginVersion(
  db: Db,
  ids: { id: number; versionId: number },
  record?: RecordChange<VersionState, undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlugin(tx, ids.id);
    const before = await readPluginVersion(tx, ids.id, ids.versionId);
    await tx.delete(pluginVersions).where(eq(pluginVersions.id, before.id));
    await touch(tx, ids.id);
    await record?.(tx, { before: versionState(before), after: undefined });
  });
}
