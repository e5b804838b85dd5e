import { queryOptions } from '@tanstack/react-query';
import { getSecurityOverview } from '@common/api/security';
import { api } from '@/lib/http/api';
import { sessionKey } from '@/lib/query';

// The account's security overview, read by the security screens and by the step-up dialog (which offers a passkey
// to a user who has one), so it is defined here, below both. Everything the security screens read sits under one
// key of the session (`securityKey`), so a change asks all of it again at once.

/** The prefix of every answer the security screens read. */
export const securityKey = (token: string | null) => sessionKey(token, 'security');

export const securityOverviewQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...securityKey(token), 'overview'],
    queryFn: () => api(getSecurityOverview, {}, { silent: true }),
    enabled: token !== null,
  });
