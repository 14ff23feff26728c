import { adminGoodsCalls, adminGoodsMessages as GM, type CallBody, Code } from '@app/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../kernel/errors/index.ts';
import type { ObjectStorage } from '../../../platform/storage/storage.ts';
import { plugins, pluginVersions } from '../../catalogue/index.ts';
import { recordAudit, type StaffActor } from '../audit.ts';
import { lockPlug } from './save-plug.ts';
import { staffFileSize } from './store-staff-file.ts';

export type VersionFields = CallBody<typeof adminGoodsCalls.addPlugVersion>;
type VersionRow = typeof pluginVersions.$inferSelect;

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

const columnsOf = (fields: VersionFields, size: number) => ({
  type: fields.type,
  name: fields.name,
  versionCode: fields.version_code,
  platform: fields.platform,
  description: fields.description,
  fileKey: fields.file_key,
  size,
});

async function versionOf(tx: DbOrTx, plugId: number, versionId: number): Promise<VersionRow> {
  const [row] = await tx
    .select()
    .from(pluginVersions)
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.pluginId, plugId)));
  if (!row) throw new DomainError(Code.notFound, GM.versionNotFound);
  return row;
}

const touch = (tx: DbOrTx, plugId: number) =>
  tx.update(plugins).set({ updatedAt: new Date() }).where(eq(plugins.id, plugId));

/** A new download file (the newest package is listed first on the plugin page: the highest sort). */
export async function addPlugVersion(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  plugId: number,
  fields: VersionFields,
): Promise<void> {
  const size = await staffFileSize(storage, fields.file_key, []);
  await db.transaction(async (tx) => {
    await lockPlug(tx, plugId);
    const [last] = await tx
      .select({ sort: max(pluginVersions.sort) })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, plugId));
    const [row] = await tx
      .insert(pluginVersions)
      .values({ pluginId: plugId, ...columnsOf(fields, size), sort: (last?.sort ?? 0) + 1 })
      .returning();
    await touch(tx, plugId);
    await recordAudit(tx, actor, {
      action: 'plug.version_add',
      targetType: 'plug',
      targetId: plugId,
      after: versionState(row!),
    });
  });
}

/** Changes a file's description, or replaces the file itself with another staff upload. */
export async function savePlugVersion(
  db: Db,
  storage: ObjectStorage,
  actor: StaffActor,
  ids: { id: number; versionId: number },
  fields: VersionFields,
): Promise<void> {
  const current = await versionOf(db, ids.id, ids.versionId);
  const size = await staffFileSize(storage, fields.file_key, [current.fileKey]);
  await db.transaction(async (tx) => {
    await lockPlug(tx, ids.id);
    const before = await versionOf(tx, ids.id, ids.versionId);
    const [after] = await tx
      .update(pluginVersions)
      .set(columnsOf(fields, fields.file_key === before.fileKey ? before.size : size))
      .where(eq(pluginVersions.id, before.id))
      .returning();
    await touch(tx, ids.id);
    await recordAudit(tx, actor, {
      action: 'plug.version_update',
      targetType: 'plug',
      targetId: ids.id,
      before: versionState(before),
      after: versionState(after!),
    });
  });
}

/**
 * Removes a file from the plugin page. The stored object is kept (the audit row names it), so a file
 * removed by mistake can be added again without a new upload.
 */
export async function deletePlugVersion(
  db: Db,
  actor: StaffActor,
  ids: { id: number; versionId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPlug(tx, ids.id);
    const before = await versionOf(tx, ids.id, ids.versionId);
    await tx.delete(pluginVersions).where(eq(pluginVersions.id, before.id));
    await touch(tx, ids.id);
    await recordAudit(tx, actor, {
      action: 'plug.version_delete',
      targetType: 'plug',
      targetId: ids.id,
      before: versionState(before),
    });
  });
}
