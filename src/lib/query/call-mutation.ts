import { mutationOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import type { CallOptions, HttpClient } from '../http/client';

/**
 * A write that is one call of the API, as a mutation of the query cache, in the PWA and the console alike: keyed
 * by the call; by default the spinner runs and the server's message is toasted on success (the spec's
 * confirmation), a refusal being toasted by the client. The component's `isPending` is its busy state; what the
 * answer changes (answers to ask again, a screen to leave) goes in its own `onSuccess`. Never retried, never held
 * back offline: the client answers at once with its network error, as for a read. A call that moves money needs an
 * Idempotency-Key: useKeyedMutation.
 */
export function callMutation<E extends AnyEndpoint>(
  client: HttpClient,
  call: E,
  options: CallOptions = { loading: true, toastSuccess: true },
) {
  return mutationOptions<EndpointOutput<E>, unknown, EndpointInput<E>>({
    mutationKey: [call.method, call.path],
    networkMode: 'always',
    retry: false,
    mutationFn: (input) => client(call, input, options),
  });
}
