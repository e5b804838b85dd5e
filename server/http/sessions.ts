import type { SessionResolver } from '../sessions';

export type { SessionResolver, SessionsEnded, SessionUser } from '../sessions';

// Until a resolver is given, no token resolves and protected calls answer 999.
export const noSessions: SessionResolver = { resolve: () => Promise.resolve(null) };
