import { Decimal, formatAmount } from '../../common/money';
import { MICRO_STATUS, microResult, microWins } from '../../common/micro';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import type { Tick } from '../market/candles';
import type { CachedSetting } from '../engines/cached-setting';
import type { EngineLinks } from '../engines/engine-links';
import type { InstrumentSeed } from '../market/instrument-data';
import { MICRO_COLUMNS, type MicroRow } from './orders';
import { noticeSettlement } from './settle-notices';

// Settling an option at expiry: a guarded update (running -> closed) in the same transaction as its journal, so a
// restart, a second node or a retried job can never pay an order twice.

export class MicroSettlement {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly links: EngineLinks,
    private readonly housePnl: number,
    private readonly lossLevel: CachedSetting,
    /** The instruments, for the inbox entry. */
    private readonly instrumentOf: (id: number) => InstrumentSeed,
  ) {}

  /** Settles one order on `tick`, once: the closed row, or null when it was no longer running (another settler got there first). */
  async settle(orderId: number, tick: Tick): Promise<MicroRow | null> {
    const lossLevel = await this.lossLevel.value();
    return this.db.transaction(async (tx) => {
      await this.links.fence(tx);
      const [row] = await tx.query<MicroRow>(`SELECT ${MICRO_COLUMNS} FROM micro_orders WHERE id = $1 AND status = $2 FOR UPDATE`, [
        orderId,
        MICRO_STATUS.running,
      ]);
      if (!row) return null;
      // The user's rows before the settled status moves their loss counters (a trigger) and before the house's row:
      // every settlement takes them in that order (lockUserAccount).
      const account = await lockUserAccount(tx, row.user_id, 'micro');
      const amount = new Decimal(row.amount);
      const result = microResult(amount, row.profit_ratio, microWins(row.direction, row.open_price, tick.price), lossLevel);
      const [closed] = await tx.query<MicroRow>(
        `UPDATE micro_orders SET status = $7, end_price = $2, end_seq = $3, end_time = $4, fact_profits = $5, completed_at = $6
         WHERE id = $1 AND status = $8 RETURNING ${MICRO_COLUMNS}`,
        [orderId, tick.price, tick.seq, tick.time, formatAmount(result), this.clock.now(), MICRO_STATUS.closed, MICRO_STATUS.running],
      );
      if (!closed) return null;
      await this.post(tx, row, account.id, amount, result);
      await noticeSettlement(tx, this.clock, closed, this.instrumentOf(closed.instrument_id));
      return closed;
    });
  }

  /** The stake leaves the locked bucket; stake plus result go back to the user, the result's other side to the house. */
  private async post(tx: Queryable, row: MicroRow, accountId: number, amount: Decimal, result: Decimal): Promise<void> {
    const postings = [
      { accountId, bucket: 'locked' as const, amount: amount.negated() },
      { accountId, bucket: 'available' as const, amount: amount.plus(result) },
      { accountId: this.housePnl, bucket: 'available' as const, amount: result.negated() },
    ].filter((posting) => !posting.amount.isZero());
    await postJournal(tx, this.clock, { cause: 'option_settlement', userId: row.user_id, memo: `option ${row.id}`, postings });
  }
}
