import type { Clock } from '../clock';
import type { SessionResolver, SessionUser } from '../sessions';

// Every signed-in call resolves its token, and on PGlite that lookup is a turn of its own on the one backend: at 200
// orders a second it was a sixth of a submit's database time (issue #20). A token seen a moment ago resolves from
// here instead. What ends sessions (logout, a password change or reset, an operator revoking one or suspending the
// account) calls `forgetUser` once it has committed, on this node and, through the bus, on every other; the short
// life of an entry only bounds what a missed or lost notice could leave, and an idle session's expiry (30 days) is
// far beyond it. Unknown tokens are never kept, so a guessed token costs its lookup every time and fills nothing.

/** How long a resolved token is trusted without asking the database again. */
export const SESSION_CACHE_MS = 10_000;
/** Tokens kept at most; past this the oldest goes first. */
export const SESSION_CACHE_SIZE = 10_000;

export interface SessionCache extends SessionResolver {
  /** Drops every token of the user: their next call asks the database. */
  forgetUser(userId: number): void;
  /** Drops everything (the bus was away: notices sent meanwhile are lost). */
  forgetAll(): void;
}

interface Entry {
  user: Readonly<SessionUser>;
  until: number;
}

export function cachedSessions(source: SessionResolver, clock: Clock): SessionCache {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a lookup that started before it may have read the session before it ended, so its answer
  // is served to the request that asked but not kept.
  let generation = 0;
  return {
    async resolve(token) {
      const now = clock.now();
      const hit = entries.get(token);
      if (hit && hit.until > now) return hit.user;
      if (hit) entries.delete(token);
      const started = generation;
      const user = await source.resolve(token);
      if (user && started === generation) {
        const kept = Object.freeze({ ...user });
        entries.set(token, { user: kept, until: now + SESSION_CACHE_MS });
        if (entries.size > SESSION_CACHE_SIZE) {
          const [oldest] = entries.keys();
          if (oldest !== undefined) entries.delete(oldest);
        }
        return kept;
      }
      return user;
    },
    forgetUser(userId) {
      generation += 1;
      for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}
