import { Decimal, formatAmount } from '../../common/money';
import { CODE } from '../../common/envelope';
import { MICRO_STATUS, type MicroDirection } from '../../common/micro';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { lockUserAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { isOpen } from '../market/hours';
import type { InstrumentSeed } from '../market/instrument-data';
import { checkOpenForNewOrders, tradableTick, type MarketView } from '../contract/plan';
import { MICRO_COLUMNS, type MicroRow } from './orders';
import { assert } from '../assert';

// Placing an option: checked against its terms, the market and the account, then written with its stake moved from
// the option account's available bucket to its locked one, in one transaction.

export interface MicroRequest {
  instrumentId: number;
  direction: MicroDirection;
  amount: string;
  seconds: number;
}

/** The market as the micro engine is handed it. */
export type MicroMarket = Pick<MarketView, 'instrument' | 'isOpen' | 'lastTick'>;

export interface PlacedOption {
  row: MicroRow;
  instrument: InstrumentSeed;
  expiresAt: number;
}

export async function placeOption(
  db: Database,
  clock: Clock,
  market: MicroMarket,
  userId: number,
  request: MicroRequest,
): Promise<PlacedOption> {
  const instrument = market.instrument(request.instrumentId);
  if (!instrument) throw new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound);
  checkOpenForNewOrders(instrument);
  const [option] = await db.query<{ seconds: number; profit_ratio: string; limit_amount: string }>(
    // A disabled expiry is refused as one not offered, also from a screen that still showed it.
    'SELECT seconds, profit_ratio, limit_amount FROM micro_options WHERE seconds = $1 AND enabled',
    [request.seconds],
  );
  if (!option) throw new DomainError(CODE.MICRO_OPTION_UNKNOWN, messages.microOptionUnknown, { seconds: request.seconds });
  const amount = new Decimal(request.amount);
  if (amount.lessThan(option.limit_amount)) {
    throw new DomainError(CODE.MICRO_AMOUNT_TOO_SMALL, messages.microAmountTooSmall, { min: formatAmount(option.limit_amount) });
  }
  const now = clock.now();
  const tick = tradableTick(
    {
      instrument: (id) => market.instrument(id),
      isOpen: (item) => market.isOpen(item),
      lastTick: (id) => market.lastTick(id),
      priceOfCode: () => undefined,
    },
    instrument,
    now,
  );
  const expiresAt = now + option.seconds * 1000;
  // An order must be able to settle at its expiry, not days later when the market reopens.
  if (!isOpen(instrument.session, expiresAt))
    throw new DomainError(CODE.MICRO_EXPIRES_AFTER_CLOSE, messages.microExpiresAfterClose, { instrument: instrument.showCode });
  const row = await db.transaction(async (tx) => {
    const account = await lockUserAccount(tx, userId, 'micro');
    if (new Decimal(account.available).lessThan(amount)) {
      throw new DomainError(CODE.INSUFFICIENT_FUNDS, messages.microInsufficient, {
        needed: formatAmount(amount),
        available: formatAmount(account.available),
      });
    }
    const [inserted] = await tx.query<MicroRow>(
      `INSERT INTO micro_orders (user_id, instrument_id, direction, amount, seconds, profit_ratio, status, open_price, open_seq,
         open_time, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $12, $7, $8, $9, $10, $11) RETURNING ${MICRO_COLUMNS}`,
      [
        userId,
        instrument.id,
        request.direction,
        formatAmount(amount),
        option.seconds,
        option.profit_ratio,
        tick.price,
        tick.seq,
        tick.time,
        expiresAt,
        now,
        MICRO_STATUS.running,
      ],
    );
    assert(inserted, 'micro order insert returned nothing');
    await postJournal(tx, clock, {
      cause: 'option_stake',
      userId,
      memo: `option ${inserted.id}`,
      postings: [
        { accountId: account.id, bucket: 'available', amount: amount.negated() },
        { accountId: account.id, bucket: 'locked', amount },
      ],
    });
    return inserted;
  });
  return { row, instrument, expiresAt };
}
