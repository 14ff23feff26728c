/**
 * Pure helpers of the creator screens (001 §2.14–§2.21): category options, the index rule, durations, the
 * read-back form of a submission (001 §3).
 */
import type { ContributionEntry, ContributionKind } from '@app/contract/web';

export interface FlatCategory {
  id: number;
  parent_id: number;
  name: string;
  selectable: boolean;
}

/**
 * Grouped options for the category select: each top-level category is a group whose options are its
 * descendants shown as the path 'A / B / C / D'; 'tenant' branches stay visible but disabled (001 §2.15).
 */
export function categoryOptions(rows: FlatCategory[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pathOf = (row: FlatCategory): FlatCategory[] => {
    const chain: FlatCategory[] = [];
    for (let at: FlatCategory | undefined = row; at && chain.length < 4; at = byId.get(at.parent_id))
      chain.unshift(at);
    return chain;
  };
  return rows
    .filter((r) => r.parent_id === 0)
    .map((top) => {
      const below = rows.filter((r) => r.id !== top.id && pathOf(r)[0]?.id === top.id);
      const options = (below.length ? below : [top]).map((r) => ({
        value: r.id,
        label: pathOf(r)
          .map((c) => c.name)
          .join(' / '),
        disabled: !r.selectable,
      }));
      return { label: top.name, options };
    });
}

/** 001 §3 "Index rule": a new entry gets index = length + 1; an entry with an existing index replaces it. */
export function placeByIndex<T extends { index: number }>(
  list: T[],
  entry: Omit<T, 'index'> & { index?: number },
): T[] {
  if (entry.index && list.some((item) => item.index === entry.index))
    return list.map((item) => (item.index === entry.index ? ({ ...entry, index: entry.index } as T) : item));
  return [...list, { ...entry, index: list.length ? Math.max(...list.map((i) => i.index)) + 1 : 1 } as T];
}

/** Removes an entry and renumbers the rest 1..n, moving parent references along. */
export function removeByIndex<T extends { index: number; parent?: number }>(list: T[], index: number): T[] {
  const kept = list.filter((item) => item.index !== index);
  const renumber = new Map(kept.map((item, i) => [item.index, i + 1]));
  return kept.map((item) => ({
    ...item,
    index: renumber.get(item.index)!,
    ...(item.parent !== undefined ? { parent: renumber.get(item.parent) } : {}),
  }));
}

/** 001 §3's read-back: a JSON text of a list (material images: object names; plugin intros: {name, url}). */
export function parseList(text: string): { name: string; url: string }[] {
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.map((f) =>
      typeof f === 'string' ? { name: f, url: f } : (f as { name: string; url: string }),
    );
  } catch {
    return [];
  }
}

/** The form fields the platform keeps as sent (001 §3); sent back unchanged so an edit does not reset them. */
const FORM_FIELD_KEYS = [
  'sz_course_id',
  'is_publish',
  'is_integral',
  'integral_num',
  'give_integral',
  'send',
  'market_price',
  'videos',
] as const;
export const formFieldsOf = (kind: ContributionKind, entry: ContributionEntry | null) => {
  if (!entry) return {};
  const kept: Record<string, unknown> = {};
  for (const key of FORM_FIELD_KEYS) kept[key] = entry[key];
  if (kind === 'course') kept.iskechegn = entry.iskechegn;
  return kept;
};
