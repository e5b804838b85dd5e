import { useCallback, useState } from 'react';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import { api } from '@/lib/http/api';
import { keepsKey, SubmitKey } from './submit-key';

/**
 * Sends a call that moves money (a transfer, a withdrawal, a deposit, a fund subscription or redemption) with one
 * Idempotency-Key per intended action: a retry after a lost answer repeats the key, so the server acts once. The
 * server's message confirms success; a refusal is toasted by the client and rejects.
 */
export function useKeyedSubmit<E extends AnyEndpoint>(call: E): (params: EndpointInput<E>) => Promise<EndpointOutput<E>> {
  const [key] = useState(() => new SubmitKey(() => crypto.randomUUID()));
  return useCallback(
    (params: EndpointInput<E>) =>
      api(call, params, { idempotencyKey: key.keyFor(params as object), loading: true, toastSuccess: true }).then(
        (answer) => {
          key.answered();
          return answer;
        },
        (error: unknown) => {
          // A refusal acted on nothing: the next press is a new action. A lost answer keeps the key (see keepsKey).
          if (!keepsKey(error)) key.answered();
          throw error;
        },
      ),
    [call, key],
  );
}
