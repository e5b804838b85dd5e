import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { adminQueueCounts } from '@common/api/admin-console';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import type { CallOptions } from '@/lib/http/client';
// Not '@/lib/query': its index also re-exports the PWA's session and stores, which the console has no use for.
import { callMutation } from '@/lib/query/call-mutation';
import { adminApi } from './api';
import { operatorSessionAtom } from './store';

// The console's reads and writes through the query cache. Reads are keyed by the call's path and its input, and
// by the operator's session so one operator never sees another's cached answers. Writes are mutations, so a
// screen's busy state is the mutation's `isPending`, never a flag of its own (issue #30).

export function useAdminQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  const token = useAtomValue(operatorSessionAtom)?.token ?? '';
  return useQuery<EndpointOutput<E>>({
    queryKey: [endpoint.path, input, token.slice(0, 8)],
    queryFn: () => adminApi(endpoint, input, { silent: false }),
    enabled: Boolean(token) && options.enabled !== false,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/**
 * A write of the console as the options of `useMutation`: `useMutation({ ...adminMutation(call, options), onSuccess })`.
 * The call options are required, not defaulted: each screen says what it toasts (the shared default toasts every
 * success, which some calls, a chat reply, must not).
 */
export const adminMutation = <E extends AnyEndpoint>(endpoint: E, options: CallOptions) => callMutation(adminApi, endpoint, options);

/** Every 20 s: the navigation's counts of what waits. */
export const COUNTS_REFRESH_MS = 20_000;

export function useQueueCounts() {
  return useAdminQuery(adminQueueCounts, {}, { refetchInterval: COUNTS_REFRESH_MS });
}
