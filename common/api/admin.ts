import { endpoint } from './endpoint';
import type * as input from './input/admin';
import { ANY_OPERATOR, type OperatorRole } from './operator-roles';

// The back office's own API under /admin/api, for operators. Operator sessions open only these calls, and user
// sessions never open them. Each call names the roles it allows (`roles`); undeclared means admins only.

export interface OperatorInfo {
  id: number;
  email: string;
  role: OperatorRole;
}

/** One of the operator's own sessions; `id` names it for revoking and cannot be used as a token. */
export interface OperatorSession {
  id: string;
  created_at: number;
  last_seen_at: number;
  user_agent: string;
  /** The session this request came with. */
  current: boolean;
}

const own = { auth: true, roles: ANY_OPERATOR } as const;

export const adminLogin = endpoint<{ token: string; operator: OperatorInfo }, typeof input.adminLogin>()({
  method: 'POST',
  path: '/admin/api/login',
});

export const adminMe = endpoint<OperatorInfo>()({ ...own, method: 'GET', path: '/admin/api/me' });

export const adminLogout = endpoint<null>()({ ...own, method: 'POST', path: '/admin/api/logout' });

/** Changes the operator's own password; every other session of theirs ends. */
export const adminChangePassword = endpoint<null, typeof input.adminChangePassword>()({
  ...own,
  method: 'POST',
  path: '/admin/api/me/password',
});

export const adminMySessions = endpoint<OperatorSession[]>()({ ...own, method: 'GET', path: '/admin/api/me/sessions' });

export const adminRevokeMySession = endpoint<null, typeof input.adminRevokeMySession>()({
  ...own,
  method: 'POST',
  path: '/admin/api/me/sessions/revoke',
});
