import type { OperatorRole } from '../common/api/operator-roles';

// Who is calling: what a session token resolves to. The accounts area (users) and the back office (operators)
// each supply a resolver; the HTTP layer and the socket ask it.

export interface SessionUser {
  id: number;
  isDemo: boolean;
  /** An operator's role (back-office sessions only). */
  role?: OperatorRole;
}

export interface SessionResolver {
  resolve(token: string): Promise<SessionUser | null>;
}

/** Tells every node that a user's sessions, or one of them, ended, once the change that ended them commits: what
 * a node cached of them must not outlive it (server/account/session-cache.ts). */
export type SessionsEnded = (userId: number) => void;

/** Until a resolver is given, no token resolves and protected calls answer 999. */
export const noSessions: SessionResolver = { resolve: () => Promise.resolve(null) };
