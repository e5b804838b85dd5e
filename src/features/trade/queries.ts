import { queryOptions } from '@tanstack/react-query';
import { getMicroOptions } from '@common/api/micro';
import { api } from '@/lib/http/api';

/** The micro options (public, so guests see the form too). Silent: the form says it could not load them. */
export const microOptionsQuery = queryOptions({
  queryKey: ['micro-options'],
  queryFn: () => api(getMicroOptions, {}, { silent: true }),
});
