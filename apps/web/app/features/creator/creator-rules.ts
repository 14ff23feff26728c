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

export interface CategoryOption {
  value: number;
  /** The whole path 'A / B / C', shown once chosen and searched by. */
  label: string;
  /** The category's own name, shown in the list indented by its depth. */
  name: string;
  /** 1 for a top level's child, 2 for a grandchild… (0: a top level without children). */
  depth: number;
  disabled: boolean;
}

/**
 * Grouped options for the category select: each top-level category is a group whose options are its
 * descendants in tree order (each parent directly followed by its own children, 4 levels at most), so the
 * list reads as the tree rather than level after level; 'tenant' branches stay visible but disabled
 * (001 §2.15). A top level without children is its own option.
 */
export function categoryOptions(rows: FlatCategory[]): { label: string; options: CategoryOption[] }[] {
  const childrenOf = new Map<number, FlatCategory[]>();
  for (const row of rows) {
    if (row.parent_id === 0) continue;
    childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  }
  const walk = (parent: FlatCategory, trail: string[], depth: number, out: CategoryOption[]) => {
    if (depth > 3) return;
    for (const child of childrenOf.get(parent.id) ?? []) {
      const path = [...trail, child.name];
      out.push({
        value: child.id,
        label: path.join(' / '),
        name: child.name,
        depth,
        disabled: !child.selectable,
      });
      walk(child, path, depth + 1, out);
    }
  };
  return rows
    .filter((r) => r.parent_id === 0)
    .map((top) => {
      const options: CategoryOption[] = [];
      walk(top, [top.name], 1, options);
      if (!options.length)
        options.push({ value: top.id, label: top.name, name: top.name, depth: 0, disabled: !top.selectable });
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

/**
 * A size limit as the upload refusals say it ('200M', '2G', '20M'), so the guidance beside a form and the
 * message when a file is too large name the same number (UPLOAD_LIMITS, which the server enforces).
 */
export function sizeLimitLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 && mb % 1024 === 0 ? `${mb / 1024}G` : `${Math.round(mb)}M`;
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
