import type { Clock } from '../clock';
import type { Database } from '../db/database';

// Which users are traders, in memory: the engine's hook asks on every order change and must answer at once. Read
// at start, again when an approval happens on this node, and every REFRESH_MS for those made on another node.

const REFRESH_MS = 10_000;

export class TraderDirectory {
  private userIds = new Set<number>();
  private cancel: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  isTrader(userId: number): boolean {
    return this.userIds.has(userId);
  }

  async reload(): Promise<void> {
    const rows = await this.db.query<{ user_id: number }>('SELECT user_id FROM traders');
    this.userIds = new Set(rows.map((row) => row.user_id));
  }

  /** A trader approved on this node counts at once. */
  add(userId: number): void {
    this.userIds.add(userId);
  }

  start(): void {
    if (this.cancel) return;
    const refresh = () => {
      this.reload()
        .catch(() => undefined)
        .finally(() => {
          if (this.cancel) this.cancel = this.clock.setTimer(refresh, REFRESH_MS);
        });
    };
    this.cancel = this.clock.setTimer(refresh, REFRESH_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }
}
