import { z } from 'zod';
import { M } from './messages.ts';

/**
 * Field builders that carry the spec's Chinese messages. Every string has an upper bound so that a
 * 10,000-character input is refused with a clear message instead of reaching the database.
 */
export function requiredText(requiredMsg: string, max = 255, tooLongMsg?: string) {
  return z
    .string({ error: requiredMsg })
    .trim()
    .min(1, requiredMsg)
    .max(max, tooLongMsg ?? `内容不能超过 ${max} 个字符`);
}

export function optionalText(max = 255, tooLongMsg?: string) {
  return z
    .string({ error: '格式错误' })
    .trim()
    .max(max, tooLongMsg ?? `内容不能超过 ${max} 个字符`)
    .optional()
    .default('');
}

/** A positive integer id from a path or query (strings are coerced). */
export function idParam(msg = '参数错误') {
  return z.coerce.number({ error: msg }).int(msg).positive(msg).max(2_147_483_647, msg);
}

/** Zero-based page index as the spec sends it (`offset` = page − 1). */
export const offsetField = z.coerce
  .number({ error: '分页参数错误' })
  .int('分页参数错误')
  .min(0, '分页参数错误')
  .max(100_000, '分页参数错误')
  .default(0);
export function limitField(defaultSize: number, max = 100) {
  return z.coerce
    .number({ error: '分页参数错误' })
    .int('分页参数错误')
    .min(1, '分页参数错误')
    .max(max, '分页参数错误')
    .default(defaultSize);
}

/** A password as typed: trimmed of nothing (spaces are characters), bounded. */
export function passwordField(requiredMsg: string) {
  return z.string({ error: requiredMsg }).min(1, requiredMsg).max(64, '密码长度不能超过 64 位');
}

export const emptyObject = z.object({}).passthrough();

/**
 * A request body: an object whose shape fields answer their own messages; anything that is not an object
 * (a string, an array, null) answers the spec's generic '参数错误'.
 */
export const requestBody = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: M.badRequest });

/** Forms send '' for untouched fields and some clients null: both count as "not sent" (for z.preprocess). */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A whole number in [min, max] from JSON or a query string (numeric strings are coerced). */
export const intInRange = (min: number, max: number, msg: string) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/** A time in an answer: 'YYYY-MM-DD HH:mm:ss' in China time, as formatChinaDateTime writes it. */
export const chinaDateTime = z.string().describe("'YYYY-MM-DD HH:mm:ss'（北京时间）");

/** An amount of 光子 in an answer: a number with 2 decimals (computed in hundredths by rules/money). */
export const photonAmount = z.number().describe('光子，2 位小数');

/** 0 or 1, as the spec's flags (purchase, has_discount, lock_status…) are sent in answers. */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
