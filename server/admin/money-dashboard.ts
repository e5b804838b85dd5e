import type { MoneyFigures } from '../../common/api/admin-console';
import { Decimal, formatAmount } from '../../common/money';
import { PERIOD_DAYS, type MoneyPeriod } from '../../common/money-periods';
import { isCustomer } from '../account/customer-predicate';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { houseAccountId } from '../ledger/accounts';
import type { LedgerCause } from '../ledger/ledger';
import { startOfDay } from '../time';

// The console's money figures, read from the ledger's journals alone: nothing is typed in or kept aside. Each
// figure is the movement of one house account over the period, by the cause of the journals that moved it, so it
// is what the ledger says happened and it always agrees with the balances:
//   deposits       what approved deposits took out of deposits in transit (credited to customers);
//   withdrawals    what completed withdrawals put into withdrawals in transit (paid out to customers);
//   trading result what contract closes and option settlements moved into the house's P/L (customers' losses
//                  less their wins);
//   fees           what the house's fees account took from contract orders (less fees given back when a pending
//                  order was cancelled) and from withdrawals.
// Only customers count (server/account/customer-predicate.ts): a demo account plays with granted money, and the
// simulated traders with the house's own.
// Liabilities are what the house owes customers now: the sum of their ledger balances, free and held.

const CONTRACT_FEE_CAUSES: readonly LedgerCause[] = ['trade_open', 'trade_margin', 'trade_fee'];

/** The start of the product's day `days - 1` days before today's: the period then ends now. */
export function periodStart(now: number, days: number): number {
  let start = startOfDay(now);
  // A day is 23 to 25 hours long: each earlier day starts at the start of the day holding the instant before.
  for (let day = 1; day < days; day += 1) start = startOfDay(start - 1);
  return start;
}

interface MovementRow {
  deposits: string;
  withdrawals: string;
  contracts: string;
  options: string;
  contract_fees: string;
  withdrawal_fees: string;
}

const amount = (value: Decimal.Value) => formatAmount(new Decimal(value));

export async function moneyFigures(db: Queryable, clock: Clock, period: MoneyPeriod): Promise<MoneyFigures> {
  const to = clock.now();
  const from = periodStart(to, PERIOD_DAYS[period]);
  const inTransit = await houseAccountId(db, 'deposits_in_transit');
  const outTransit = await houseAccountId(db, 'withdrawals_in_transit');
  const pnl = await houseAccountId(db, 'house_pnl');
  const fees = await houseAccountId(db, 'house_fees');
  const [moved] = await db.query<MovementRow>(
    `SELECT coalesce(-sum(p.amount) FILTER (WHERE p.account_id = $3 AND j.cause = 'deposit'), 0)::text AS deposits,
            coalesce(sum(p.amount) FILTER (WHERE p.account_id = $4 AND j.cause = 'withdrawal'), 0)::text AS withdrawals,
            coalesce(sum(p.amount) FILTER (WHERE p.account_id = $5 AND j.cause = 'trade_pnl'), 0)::text AS contracts,
            coalesce(sum(p.amount) FILTER (WHERE p.account_id = $5 AND j.cause = 'option_settlement'), 0)::text AS options,
            coalesce(sum(p.amount) FILTER (WHERE p.account_id = $6 AND j.cause = ANY($7)), 0)::text AS contract_fees,
            coalesce(sum(p.amount) FILTER (WHERE p.account_id = $6 AND j.cause = 'withdrawal'), 0)::text AS withdrawal_fees
     FROM journals j JOIN postings p ON p.journal_id = j.id
     WHERE j.created_at >= $1 AND j.created_at <= $2 AND p.account_id IN ($3, $4, $5, $6) AND ${isCustomer('j.user_id')}`,
    [new Date(from), new Date(to), inTransit, outTransit, pnl, fees, CONTRACT_FEE_CAUSES],
  );
  const [owed] = await db.query<{ available: string; held: string }>(
    `SELECT coalesce(sum(a.available), 0)::text AS available, coalesce(sum(a.locked), 0)::text AS held
     FROM ledger_accounts a WHERE a.user_id IS NOT NULL AND ${isCustomer('a.user_id')}`,
  );
  const deposits = new Decimal(moved?.deposits ?? 0);
  const withdrawals = new Decimal(moved?.withdrawals ?? 0);
  const contracts = new Decimal(moved?.contracts ?? 0);
  const options = new Decimal(moved?.options ?? 0);
  const contractFees = new Decimal(moved?.contract_fees ?? 0);
  const withdrawalFees = new Decimal(moved?.withdrawal_fees ?? 0);
  const available = new Decimal(owed?.available ?? 0);
  const held = new Decimal(owed?.held ?? 0);
  return {
    period,
    from,
    to,
    deposits: amount(deposits),
    withdrawals: amount(withdrawals),
    net_flow: amount(deposits.minus(withdrawals)),
    trading_result: { contracts: amount(contracts), options: amount(options), total: amount(contracts.plus(options)) },
    fees: { trading: amount(contractFees), withdrawals: amount(withdrawalFees), total: amount(contractFees.plus(withdrawalFees)) },
    liabilities: { available: amount(available), held: amount(held), total: amount(available.plus(held)) },
  };
}
