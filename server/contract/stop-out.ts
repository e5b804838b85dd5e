import { Decimal } from '../../common/money';
import { ORDER_STATUS } from '../../common/contract';
import type { Tick } from '../market/candles';
import type { ContractBook } from './book';
import type { BookDraft } from './draft';
import { lockContractAccount } from './ledger';
import type { ContractNotices } from './notices';
import type { ContractSettlement } from './settlement';
import { belowStopOut, bookStopOutLevel, type BookValue } from './valuation';
import type { EngineLinks } from '../engines/engine-links';

// Stop-out: when a user's equity falls to the stop-out share of the margin in use, their positions close, largest
// loss first, until the level is restored. The share is the platform's, or the higher close-out level a position
// keeps from its owner's rule set (valuation.ts bookStopOutLevel); as positions close, the level is the remaining ones'.

export class ContractStopOut {
  constructor(
    private readonly book: ContractBook,
    private readonly settlement: ContractSettlement,
    private readonly notices: ContractNotices,
    private readonly links: EngineLinks,
    /** The share of the margin in use at which positions close (the stop_out_level setting; see setLevel). */
    private level: Decimal,
  ) {}

  /** An operator changed stop_out_level: the next check uses it. */
  setLevel(level: Decimal): void {
    this.level = level;
  }

  /** The stop-out share a valued book is held to: the platform's, or a higher level its positions keep (the margin
   * warning's steps are measured from it). */
  levelOf(value: Pick<BookValue, 'closeOutLevel'>): Decimal {
    return bookStopOutLevel(value, this.level);
  }

  /** Whether equity is at or below the stop-out share of the margin in use: from memory (cash as last committed), or
   * as a settling transaction's `draft` leaves the book. */
  isBelow(userId: number, draft?: BookDraft): boolean {
    return this.isBelowValue(draft ? this.book.valueOf(draft.ofUser(userId), draft.cashOf(userId)) : this.book.bookOf(userId));
  }

  /** Whether a book valued already is at or below the stop-out level. */
  isBelowValue(value: Pick<BookValue, 'equity' | 'usedMargin' | 'closeOutLevel'>): boolean {
    return belowStopOut(value, this.level);
  }

  async stopOut(userId: number, tick: Tick): Promise<void> {
    const closedIds = await this.settlement.settling(async (tx, draft) => {
      await this.links.fence(tx);
      const account = await lockContractAccount(tx, userId);
      draft.setCash(userId, account.available.plus(account.locked));
      const ids: number[] = [];
      // Largest loss first, one at a time, until the level is restored; bounded by the positions open.
      const holdings = draft
        .ofUser(userId)
        .filter((order) => order.status === ORDER_STATUS.holding)
        .map((order) => ({ order, profit: this.book.profitOf(order)?.profit ?? new Decimal(0) }))
        .sort((a, b) => a.profit.comparedTo(b.profit));
      for (const { order } of holdings) {
        if (!this.isBelow(userId, draft)) break;
        const deciding = order.instrumentId === tick.instrumentId ? tick : this.book.lastTick(order.instrumentId);
        if (!deciding) continue;
        const alongside: number[] = [];
        const row = await this.settlement.closeIn(tx, draft, order, deciding, 'stop_out', account, alongside);
        if (row) ids.push(order.id, ...alongside);
      }
      return ids;
    });
    if (closedIds.length === 0) return;
    this.notices.orders(userId, closedIds);
    this.notices.closed(userId, closedIds);
  }
}
