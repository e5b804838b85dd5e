import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import { api } from '../http/api';
import type { CallOptions } from '../http/client';
import { keepsKey, SubmitKey } from '../submit-key';

/**
 * Sends one intended action's call: with its Idempotency-Key, and quiet (`silent`) when the caller shows the refusal
 * itself. Every send of one action carries the same key.
 */
export type KeyedSend<E extends AnyEndpoint> = (params: EndpointInput<E>, quiet?: boolean) => Promise<EndpointOutput<E>>;

/**
 * How a screen sends the action when not simply once: a step-up (issue 33) sends it, and after a 9002 (which frees the
 * key on the server) sends it again with the token, through `send`, so both tries are the same action.
 */
export type KeyedSendVia<E extends AnyEndpoint> = (send: KeyedSend<E>, params: EndpointInput<E>) => Promise<EndpointOutput<E>>;

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
  sendVia?: KeyedSendVia<E>,
): UseMutationResult<EndpointOutput<E>, unknown, EndpointInput<E>> {
  const [key] = useState(() => new SubmitKey(() => crypto.randomUUID()));
  return useMutation<EndpointOutput<E>, unknown, EndpointInput<E>>({
    mutationKey: [call.method, call.path],
    // Never held back offline to be sent later: nothing that moves money is queued (docs/ARCHITECTURE.md). The
    // client answers at once with its network error, as every other call does.
    networkMode: 'always',
    retry: false,
    mutationFn: (params) => {
      const idempotencyKey = key.keyFor(params as object);
      const send: KeyedSend<E> = (sent, quiet = false) => {
        const options: CallOptions = { idempotencyKey, loading: true, toastSuccess: true, ...(quiet ? { silent: true } : {}) };
        return api(call, sent, options);
      };
      return sendVia ? sendVia(send, params) : send(params);
    },
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
