import { z } from 'zod';

/** Every answer of the API: `{code, msg, data}` (spec 000 §7). */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Zod schema of an answer whose `data` is `data` on success and `null` on a refusal; with `echoMessage`
 * (001 §7's invoice calls) it also carries `message`, the same text as `msg`.
 */
export function answerSchema<T extends z.ZodType>(data: T, options: { echoMessage?: boolean } = {}) {
  const base = z.object({ code: z.number().int(), msg: z.string(), data: z.union([data, z.null()]) });
  return options.echoMessage ? base.extend({ message: z.string() }) : base;
}
