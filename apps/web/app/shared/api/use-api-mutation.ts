import { Code, type Answer, type CallData } from '@app/contract/web';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useFeedback } from '../ui/use-feedback.ts';
import { callApi, type AnyCall, type CallOptions } from './client.ts';

/** The request of one mutation: what `callApi` takes, minus server-side options. */
export type MutationInput<C extends AnyCall> = Omit<CallOptions<C>, 'request'>;

/** A refusal the screen answers itself instead of the default toast. */
export type RefusalHandler<C extends AnyCall> = (answer: Answer<CallData<C>>) => void;

/**
 * Codes a screen handles itself: a map `{ [Code.insufficientPhotons]: (answer) => … }`, or a function that
 * answers true when it handled the refusal (false leaves it to the default toast).
 */
export type RefusalHandling<C extends AnyCall> =
  Partial<Record<number, RefusalHandler<C>>> | ((answer: Answer<CallData<C>>) => boolean);

export interface ApiMutationOptions<C extends AnyCall> {
  handle?: RefusalHandling<C>;
  /** After a 200: `true` toasts the server's msg; a string toasts the msg, or this text when it is empty. */
  success?: true | string;
  /** How a refusal is toasted: 'error' (default) or 'warning' (e.g. the register form's refusals). */
  refusal?: 'error' | 'warning';
  /** Query keys (or key prefixes) fetched again after a 200, before the mutation resolves. */
  invalidates?: readonly QueryKey[];
}

/** How a mutation ended. A refusal has already been shown (or handed to `handle`) when this resolves. */
export type ApiResult<D> = { ok: true; data: D; msg: string } | { ok: false; code: number; msg: string };

function handledBy<C extends AnyCall>(handling: RefusalHandling<C> | undefined, answer: Answer<CallData<C>>) {
  if (!handling) return false;
  if (typeof handling === 'function') return handling(answer);
  const handler = handling[answer.code];
  if (!handler) return false;
  handler(answer);
  return true;
}

/**
 * One contract call that changes something (POST/PUT/DELETE). On a refusal the server's Chinese msg is shown
 * as a toast (useFeedback(): antd's message, also on pages without antd), except 4001 (the client already
 * clears the session and goes to /login) and codes the caller handles. `run(input, handle?)` resolves with
 * an `ApiResult` and never throws; a per-run `handle` replaces the hook's. Screens read `pending` to
 * disable their buttons.
 */
export function useApiMutation<C extends AnyCall>(call: C, options: ApiMutationOptions<C> = {}) {
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  // The latest options are read when the answer arrives, so handlers see the screen's current state.
  const latest = useRef(options);
  latest.current = options;

  const mutation = useMutation({
    mutationFn: async ({
      input,
      handle,
    }: {
      input: MutationInput<C>;
      handle?: RefusalHandling<C>;
    }): Promise<ApiResult<CallData<C>>> => {
      const answer = await callApi(call, input);
      const current = latest.current;
      if (answer.code === Code.ok) {
        if (current.success === true) feedback('success', answer.msg);
        else if (current.success) feedback('success', answer.msg || current.success);
        for (const queryKey of current.invalidates ?? []) await queryClient.invalidateQueries({ queryKey });
        return { ok: true, data: answer.data, msg: answer.msg };
      }
      const handled = handledBy(handle ?? current.handle, answer);
      const goingToLogin = answer.code === Code.unauthenticated && !input.quiet4001;
      if (!handled && !goingToLogin) feedback(current.refusal ?? 'error', answer.msg);
      return { ok: false, code: answer.code, msg: answer.msg };
    },
  });

  const { mutateAsync, isPending } = mutation;
  const run = useCallback(
    (input: MutationInput<C> = {}, handle?: RefusalHandling<C>) => mutateAsync({ input, handle }),
    [mutateAsync],
  );
  return { run, pending: isPending };
}
