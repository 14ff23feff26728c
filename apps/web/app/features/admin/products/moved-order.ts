/** The ids with the file at `index` moved one place up (-1) or down (1); null at either end. */
export function movedOrder(ids: number[], index: number, step: -1 | 1): number[] | null {
  const target = index + step;
  if (target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
