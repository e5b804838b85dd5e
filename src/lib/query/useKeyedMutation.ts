import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import { api } from '../http/api';
import { keepsKey, SubmitKey } from '../submit-key';

/**
 * The one write path for a call that moves money or places an order (a transfer, a withdrawal, a deposit, a fund
 * subscription or redemption, a loan's signing or repayment, a contract or micro order): a mutation of the query
 * cache, sent with one Idempotency-Key per intended action. A retry after a lost answer repeats the key, so the
 * server acts once; a refusal (toasted by the client) acted on nothing, so the next press is a new action. The
 * spinner runs while it is sent and the server's message confirms success. `isPending` is the caller's busy state.
 */
export function useKeyedMutation<E extends AnyEndpoint>(
  call: E,
  onSuccess?: (answer: EndpointOutput<E>) => unknown,
): UseMutationResult<EndpointOutput<E>, unknown, EndpointInput<E>> {
  const [key] = useState(() => new SubmitKey(() => crypto.randomUUID()));
  return useMutation<EndpointOutput<E>, unknown, EndpointInput<E>>({
    mutationKey: [call.method, call.path],
    // Never held back offline to be sent later: nothing that moves money is queued (docs/ARCHITECTURE.md). The
    // client answers at once with its network error, as every other call does.
    networkMode: 'always',
    retry: false,
    mutationFn: (params) => api(call, params, { idempotencyKey: key.keyFor(params as object), loading: true, toastSuccess: true }),
    // Awaited: the mutation stays pending while what follows the answer (answers asked again, leaving the
    // screen) runs, so the busy button lets no second press in between. The server has acted: a failure of what
    // follows never turns the action into an error.
    onSuccess: async (answer) => {
      key.answered();
      await Promise.resolve(onSuccess?.(answer)).catch(() => undefined);
    },
    onError: (error) => {
      // A lost answer keeps the key (see keepsKey): the same press, retried, must not act twice.
      if (!keepsKey(error)) key.answered();
    },
  });
}
