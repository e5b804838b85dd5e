import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { readSetting } from '../settings';

// A numeric setting the engines read on every call (the fee rule, the option loss level): read at most every few
// seconds, since a submit should not pay a settings query for a rarely changed value.

/** How long a read setting is trusted before it is read again. */
const SETTINGS_TTL_MS = 10_000;

export class CachedSetting {
  private cached = { value: 0, readAt: -Infinity };

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly key: string,
    private readonly fallback: string,
  ) {}

  async value(): Promise<number> {
    const now = this.clock.now();
    if (now - this.cached.readAt > SETTINGS_TTL_MS)
      this.cached = { value: Number(await readSetting(this.db, this.key, this.fallback)), readAt: now };
    return this.cached.value;
  }
}
