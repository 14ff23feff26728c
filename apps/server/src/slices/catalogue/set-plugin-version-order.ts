import { adminProductMessages, Code } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refuse } from '../../kernel/errors/index.ts';
import { orderPluginVersions } from './present-plugin-detail.ts';
import type { RecordChange } from './record-change.ts';
import { lockPlugin } from './save-plugin.ts';
import { plugins, pluginVersions } from './schema.ts';

/**
 * Sets the order of a plugin's download files by hand: the plugin page lists them exactly so from now on.
 * The order must name every file of the plugin once; anything else (a file added or removed meanwhile by
 * another editor, a foreign id, a repeat) is refused whole and nothing moves. One audit row, before/after.
 */
export async function setPluginVersionOrder(
  db: Db,
  plugId: number,
  ids: number[],
  record?: RecordChange<{ order: number[] }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const plug = await lockPlugin(tx, plugId);
    const rows = await tx
      .select({ id: pluginVersions.id, type: pluginVersions.type })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, plugId))
      .orderBy(asc(pluginVersions.sort), asc(pluginVersions.id));
    const before = orderPluginVersions(rows, plug.versionsOrdered).map((r) => r.id);
    const known = new Set(before);
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw refuse(adminProductMessages.versionOrderStale, Code.refused);
    for (const [sort, id] of ids.entries())
      await tx.update(pluginVersions).set({ sort }).where(eq(pluginVersions.id, id));
    await tx
      .update(plugins)
      .set({ versionsOrdered: true, updatedAt: new Date() })
      .where(eq(plugins.id, plugId));
    await record?.(tx, { before: { order: before }, after: { order: ids } });
  });
}
