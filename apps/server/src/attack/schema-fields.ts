/** The field names of a zod object schema, looking through preprocess/pipe/optional wrappers. */
export function fieldsOf(schema: unknown, depth = 0): string[] {
  const s = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } } | undefined;
  if (!s || depth > 5) return [];
  if (s.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const def = s._zod?.def ?? {};
  for (const inner of [def.out, def.in, def.innerType, def.schema])
    if (inner) {
      const found = fieldsOf(inner, depth + 1);
      if (found.length > 0) return found;
    }
  return [];
}
