import { msg } from '@lingui/core/macro';
import type { AnyEndpoint } from '@common/api/endpoint';
import { ADMIN_ONLY, type OperatorRole } from '@common/api/operator-roles';
import { createHttpClient } from '@/lib/http/client';
import { toast } from '@/ui';
import { i18n } from './i18n';
import { consoleLocaleAtom, operatorSessionAtom, store } from './store';

// The console's HTTP client: the PWA's client with the operator's token. A 999 (idle too long, revoked, signed
// out elsewhere) clears the session, which sends the console to its sign-in.

export const adminApi = createHttpClient({
  baseUrl: window.location.origin,
  getToken: () => store.get(operatorSessionAtom)?.token ?? null,
  getLang: () => store.get(consoleLocaleAtom),
  toast: (message) => toast.show(message, 'error'),
  toastSuccess: (message) => toast.show(message, 'success'),
  onSessionExpired: () => store.set(operatorSessionAtom, null),
  onLoading: () => undefined,
  networkErrorMessage: (code) => i18n._(msg`Network error (${code}). Please check your connection.`),
  now: () => Date.now(),
  newIdempotencyKey: () => crypto.randomUUID(),
});

/**
 * Whether the operator's role may make the call: the same declaration the server enforces (common/api), so the
 * console hides what would be refused. Admins only when a call declares no roles.
 */
export function allows(endpoint: AnyEndpoint, role: OperatorRole | undefined): boolean {
  return role !== undefined && (endpoint.roles ?? ADMIN_ONLY).includes(role);
}
