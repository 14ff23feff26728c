import { Code, type Answer } from '@app/contract';

/** A successful answer. Handlers return this; the route helper sends it. Refusals are DomainErrors (kernel/errors). */
export function ok<T>(data: T, msg = 'success'): Answer<T> {
  return { code: Code.ok, msg, data };
}
