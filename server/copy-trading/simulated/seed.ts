import { randomBytes } from 'node:crypto';
import { contractProfit, orderCost, ORDER_STATUS, SIDE, toCents } from '../../../common/contract';
import { Decimal, formatAmount, formatFloat } from '../../../common/money';
import { createUser } from '../../account/users';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { houseAccountId } from '../../ledger/accounts';
import { postJournal } from '../../ledger/ledger';
import type { InstrumentSeed } from '../../market/instrument-data';
import { isOpen } from '../../market/hours';
import type { Market } from '../../market/market';
import { readSetting } from '../../settings';
import { holdForOrder, lockContractAccount, settleClose, tradingHouse } from '../../contract/ledger';
import { WINDOW_MS } from '../statistics';
import { historyTrades, type HistoryTrade } from './history';
import { SIMULATED_CAPITAL, SIMULATED_PROFILES, storedText, type SimulatedProfile } from './profiles';
import { assert } from '../../assert';

// Seeds the simulated traders once: an account that cannot log in (marked simulated, so no customer figure counts
// it), its trader card (marked simulated), its capital (from the house's simulated capital account), and its
// history over the statistics window drawn from the seeded price path, each order with the same ledger journals a
// live one has, dated when it happened. A trader whose instrument plays a recording gets no drawn history (the
// recording's past is not the path's); it starts trading on the replayed prices live.

/** History starts a day before the window, so the rules have their look-back when the window opens. */
const HISTORY_MS = WINDOW_MS + 24 * 60 * 60 * 1000;

/** A clock pinned at a past moment, so the journals of a drawn order carry the time it happened. */
function clockAt(clock: Clock, ms: number): Clock {
  return { now: () => ms, setTimer: (run, delay) => clock.setTimer(run, delay) };
}

export function simulatedEmail(key: string): string {
  return `${key}@simulated.meridian.invalid`;
}

async function writeTrade(
  tx: Queryable,
  clock: Clock,
  userId: number,
  instrument: InstrumentSeed,
  profile: SimulatedProfile,
  trade: HistoryTrade,
  feeType: number,
): Promise<void> {
  const house = await tradingHouse(tx);
  const side = trade.side === 'buy' ? SIDE.buy : SIDE.sell;
  const openPrice = formatFloat(trade.openPrice, instrument.precision);
  const closePrice = formatFloat(trade.closePrice, instrument.precision);
  // USD-quoted instruments only (profiles.ts): one unit of the quote currency is one dollar.
  const { margin, fee } = orderCost({
    marginMode: instrument.marginMode,
    lots: profile.lots,
    unitsPerLot: instrument.unitsPerLot,
    price: openPrice,
    multiple: profile.multiple,
    usdRate: 1,
    feeType,
    feeRate: instrument.feeRate,
  });
  const profit = toCents(contractProfit(side, profile.lots, instrument.unitsPerLot, openPrice, closePrice, 1));
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contract_orders (user_id, instrument_id, side, lots, multiple, status, open_price, close_price, margin, fee, open_reason,
       open_time, close_reason, close_time, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'market', $11, 'manual', $12, $11) RETURNING id`,
    [
      userId,
      instrument.id,
      side,
      profile.lots,
      profile.multiple,
      ORDER_STATUS.history,
      openPrice,
      closePrice,
      formatAmount(margin),
      formatAmount(fee),
      trade.openAt,
      trade.closeAt,
    ],
  );
  assert(row, 'history order insert returned nothing');
  const account = await lockContractAccount(tx, userId);
  const money = { userId, account, margin, memo: `order ${row.id}` };
  await holdForOrder(tx, clockAt(clock, trade.openAt), house, { ...money, fee });
  const realised = await settleClose(tx, clockAt(clock, trade.closeAt), house, { ...money, profit });
  await tx.query('UPDATE contract_orders SET realised_pnl = $2 WHERE id = $1', [row.id, formatAmount(realised)]);
}

async function seedProfile(db: Database, clock: Clock, market: Market, profile: SimulatedProfile, feeType: number): Promise<boolean> {
  const [existing] = await db.query('SELECT 1 FROM traders WHERE strategy = $1', [profile.key]);
  if (existing) return false;
  const instrument = market.instruments.find((candidate) => candidate.code === profile.instrumentCode);
  if (!instrument) return false;
  const now = clock.now();
  const start = now - HISTORY_MS;
  const path = market.pathOf(instrument.id);
  const trades = path
    ? historyTrades(
        profile,
        (ms) => path.priceAt(ms),
        (ms) => isOpen(instrument.session, ms),
        start,
        now,
      )
    : [];
  await db.transaction(async (tx) => {
    const user = await createUser(tx, clockAt(clock, start), {
      email: simulatedEmail(profile.key),
      mobile: null,
      areaId: null,
      // Not a hash of anything: no password can log in to a simulated account.
      passwordHash: `!simulated:${randomBytes(16).toString('hex')}`,
      inviterId: null,
      isDemo: false,
      deviceId: null,
      // The house's own account: left out of every customer figure (server/account/customer-predicate.ts).
      simulated: true,
    });
    await tx.query('UPDATE users SET is_trader = true WHERE id = $1', [user.id]);
    // Stored in English for the back office; the PWA is answered in the reader's language (profiles.ts).
    const stored = storedText(profile);
    await tx.query(`INSERT INTO traders (user_id, nickname, bio, avatar, strategy, created_at) VALUES ($1, $2, $3, '', $4, $5)`, [
      user.id,
      stored.nickname,
      stored.bio,
      profile.key,
      start,
    ]);
    const account = await lockContractAccount(tx, user.id);
    // The house's money on the house's account: its own cause and house account, so it is never read as a deposit
    // nor taken from the demo accounts' grants.
    await postJournal(tx, clockAt(clock, start), {
      cause: 'simulated_capital',
      userId: user.id,
      memo: 'simulated trader capital',
      postings: [
        { accountId: account.id, bucket: 'available', amount: SIMULATED_CAPITAL },
        {
          accountId: await houseAccountId(tx, 'house_simulated_capital'),
          bucket: 'available',
          amount: new Decimal(SIMULATED_CAPITAL).negated(),
        },
      ],
    });
    for (const trade of trades) await writeTrade(tx, clock, user.id, instrument, profile, trade, feeType);
  });
  return true;
}

/** Seeds the simulated traders that do not exist yet; answers how many were made. */
export async function seedSimulatedTraders(db: Database, clock: Clock, market: Market): Promise<number> {
  const feeType = Number(await readSetting(db, 'trade_fee_type', '2'));
  let made = 0;
  for (const profile of SIMULATED_PROFILES) if (await seedProfile(db, clock, market, profile, feeType)) made += 1;
  return made;
}
