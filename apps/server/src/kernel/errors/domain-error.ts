import { Code } from '@app/contract';

/**
 * A refusal the user should read, thrown by domain code: a contract code and a Chinese message from the
 * contract's messages. It knows nothing of HTTP; http/errors.ts answers it as `{code, msg, data}` with
 * HTTP 200 (see docs/api.md) and logs it at info level only.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The common refusal: a business rule says no (Code.refused unless another code fits better). */
export const refuse = (msg: string, code: number = Code.refused) => new DomainError(code, msg);
