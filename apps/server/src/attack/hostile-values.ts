/**
 * Hostile and ordinary values for the fuzz run and the SQL probes (docs/spec-decisions.md "Attack corpora"):
 * a seeded generator (the same run every time, so a failure can be replayed) and the corpus it draws from.
 */

/** mulberry32: small, fast and good enough to pick from lists. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Rng = ReturnType<typeof seededRandom>;

/** Classic SQL injection payloads (also used as ordinary strings by the fuzz run). */
export const SQL_PAYLOADS = [
  "' OR 1=1--",
  "' OR '1'='1",
  '" OR "1"="1',
  '1 OR 1=1',
  '1; DROP TABLE users;--',
  '1;drop table sessions',
  "'; DELETE FROM wallet_entries; --",
  "' UNION SELECT null, phone, password_hash FROM users--",
  '1 UNION ALL SELECT 1,2,3,4,5,6,7,8,9,10--',
  "\\'",
  "\\' OR 1=1 --",
  '%',
  '%%',
  '_',
  '%_%',
  '\u0000',
  "a\u0000' OR 1=1--",
  "1' AND SLEEP(5)--",
  "1'; SELECT pg_sleep(5);--",
  '$$; DROP TABLE users; $$',
  'id desc; drop table users',
  'name) OR (1=1',
  '1e999',
  '-1',
  '9223372036854775808',
  '0x7fffffff',
  '[]',
  '{}',
  "x'||(SELECT current_user)||'",
  'é'.repeat(5000),
  "'".repeat(3000),
] as const;

const STRINGS = [
  '',
  ' ',
  'a',
  '测试',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'prototype',
  '😀🎉',
  '\u202e\u0041\u0042',
  '\ud800',
  '\r\n\r\nX-Injected: 1',
  '${7*7}{{7*7}}',
  'true',
  'null',
  'NaN',
  'Infinity',
  '1.5',
  '１２３',
  'x'.repeat(70_000),
  ...SQL_PAYLOADS,
];
const NUMBERS = [0, -1, 1, 2, 3, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** A value of any JSON type, hostile more often than not; `depth` bounds nested arrays and objects. */
export function anyValue(rng: Rng, depth = 2): unknown {
  switch (rng.int(depth > 0 ? 8 : 6)) {
    case 0:
    case 1:
      return rng.pick(STRINGS);
    case 2:
      return rng.pick(NUMBERS);
    case 3:
      return rng.pick([true, false, null]);
    case 4:
      return rng.int(6) + 1;
    case 5:
      return String(rng.int(6) + 1);
    case 6:
      return Array.from({ length: rng.int(4) }, () => anyValue(rng, depth - 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, () => [rng.pick(STRINGS).slice(0, 40), anyValue(rng, depth - 1)]),
      );
  }
}

/** A value for a query string or a path segment: always text. */
export function anyText(rng: Rng): string {
  const value = anyValue(rng, 0);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Text a URL can carry: a lone surrogate (one of the corpus's values) becomes U+FFFD, as a browser sends it. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
