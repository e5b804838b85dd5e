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
  /** The address the session was opened from; null for sessions older than its recording. */
  address: string | null;
  /** The session this request came with. */
  current: boolean;
}

const own = { auth: true, roles: ANY_OPERATOR } as const;

export const adminLogin = endpoint<{ token: string; operator: OperatorInfo }, typeof input.adminLogin>()({
  method: 'POST',
  path: '/admin/api/login',
});

/**
 * What the console's sign-in answers with code 9001 (SECOND_FACTOR_NEEDED) after a right password: every operator
 * gives a code of an authenticator app, and one without an app yet sets it up in the same step (`setup`).
 */
export interface OperatorSecondFactorChallenge {
  /** Sent back with the code, within 5 minutes; good for one sign-in. */
  challenge_id: string;
  /** For an operator whose app is not set up: the secret to add to it, as text, as an otpauth URI and a QR code. */
  setup?: { secret: string; uri: string; qr: string };
}

/** Completes a console sign-in that answered 9001 with the app's code: the session, as login answers it. */
export const adminLoginSecondFactor = endpoint<{ token: string; operator: OperatorInfo }, typeof input.adminLoginSecondFactor>()({
  method: 'POST',
  path: '/admin/api/login_second_factor',
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
