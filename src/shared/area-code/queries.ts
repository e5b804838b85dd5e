import { queryOptions } from '@tanstack/react-query';
import { getAreaList } from '@common/api/access';
import { api } from '@/lib/http/api';

/** The area codes a phone number may have (registration and the loan's identity check). */
export const areasQuery = queryOptions({
  queryKey: ['areas'],
  queryFn: () => api(getAreaList, {}, { silent: true }),
});
