/**
 * Answer codes carried in every `{code, msg, data}` answer.
 * 200 / 4001 / 4423 come from the spec (000 §7, §8); the rest are ours, all "non-200 shows msg" to clients.
 */
export const Code = {
  ok: 200,
  /** Session missing, invalid, expired or revoked: the client clears its session and goes to /login. */
  unauthenticated: 4001,
  /** Signed in, but not allowed to do this. */
  forbidden: 4003,
  /** The thing asked for does not exist (or is not visible to this caller). */
  notFound: 4004,
  /** The request is well-formed JSON but a field is missing or wrong. */
  invalid: 4022,
  /** A business rule refuses the action (already bound, wrong password, ...). */
  refused: 4009,
  /** Too many attempts or sends: rate limits, lockouts, daily caps. */
  tooMany: 4029,
  /** Not enough 光子 to pay (spec 000 §8). */
  insufficientPhotons: 4423,
  /**
   * An outside service failed: the AI model (what the question cost was given back), or the database or the
   * file storage (HTTP 503, http/errors.ts).
   */
  unavailable: 5003,
  /** Anything unexpected; logged with the request id. */
  serverError: 5000,
} as const;

export type AnswerCode = (typeof Code)[keyof typeof Code];
