import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { adminQueueCounts } from '@common/api/admin-console';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import { adminApi } from './api';
import { operatorSessionAtom } from './store';

// The console's reads through the query cache, keyed by the call's path and its input, and by the operator's
// session so one operator never sees another's cached answers.

export function useAdminQuery<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, options: { enabled?: boolean; refetchInterval?: number } = {}) {
  const token = useAtomValue(operatorSessionAtom)?.token ?? '';
  return useQuery<EndpointOutput<E>>({
    queryKey: [endpoint.path, input, token.slice(0, 8)],
    queryFn: () => adminApi(endpoint, input, { silent: false }),
    enabled: Boolean(token) && options.enabled !== false,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/** Every 20 s: the navigation's counts of what waits. */
export const COUNTS_REFRESH_MS = 20_000;

export function useQueueCounts() {
  return useAdminQuery(adminQueueCounts, {}, { refetchInterval: COUNTS_REFRESH_MS });
}
