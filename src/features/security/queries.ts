import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@common/api/page';
import { enableTotp, getSecurityLog, setupTotp, type SecurityLogEntry } from '@common/api/security';
import { getSessions } from '@common/api/security-sessions';
import { api } from '@/lib/http/api';
import { callMutation, type PagedQuery } from '@/lib/query';
import { securityKey } from '@/shared/security';

// The security screens' calls, one definition each. Everything they read sits under one key of the session
// (`securityKey`), so a change asks all of it again at once: the overview, the log and the sessions. The overview's
// query is the step-up dialog's too (it offers a passkey to a user who has one), so it is defined in shared/security.

export { securityKey, securityOverviewQuery } from '@/shared/security';

/** The user's signed-in sessions (this device's among them). */
export const sessionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...securityKey(token), 'sessions'],
    queryFn: () => api(getSessions, {}, { silent: true }),
    enabled: token !== null,
  });

/** The security log, newest first, 20 a page. */
export const securityLogQuery = (token: string | null): PagedQuery<Page<SecurityLogEntry>> => ({
  queryKey: [...securityKey(token), 'log'],
  loadPage: (page) => api(getSecurityLog, { page }, { silent: true }),
  enabled: token !== null,
});

// The set-up's answers hold the secret and the recovery codes, shown once: the cache drops them as soon as no screen
// holds them (gcTime 0), and they are never among the kept answers (src/lib/query/persist.ts).

/** A new secret for the authenticator app (pending until its first code). */
export const setupTotpMutation = { ...callMutation(api, setupTotp, { loading: true }), gcTime: 0 };

/** The first code, which turns the app on; a wrong one is told at the field (silent), not toasted. */
export const enableTotpMutation = { ...callMutation(api, enableTotp, { loading: true, silent: true }), gcTime: 0 };
