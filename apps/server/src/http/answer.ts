import { Code, type Answer } from '@app/contract';

/** A successful answer. Handlers return this; the route helper sends it. */
export function ok<T>(data: T, msg = 'success'): Answer<T> {
  return { code: Code.ok, msg, data };
}

/**
 * A refusal the user should read: thrown anywhere below a route, answered as `{code, msg, data: null}`
 * with HTTP 200 (see docs/api.md), logged at info level only.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const refuse = (msg: string, code: number = Code.refused) => new AppError(code, msg);
