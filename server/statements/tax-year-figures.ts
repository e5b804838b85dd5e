import { Decimal } from '../../common/money';
import type { Queryable } from '../db/database';
import type { LedgerCause } from '../ledger/ledger';
import type { TaxYear } from './tax-year';

// A tax-year summary's figures (issue 39), read from the ledger, so they are what was booked, to the cent, and never
// rounded again: what each instrument realised (closed contracts and their parts, settled options: the user's side
// of each settlement's journal, which is the profit or the loss the account took) and the trading fees it cost (the
// fees taken when orders were placed, less those given back when a pending order was cancelled), the fund income
// credited, and the loan interest and late fees paid when a loan was settled. A journal falls in the year by the time
// it was booked (UTC).
//
// A settlement's journal names its order in its memo ("order 12", "order 12 part", "option 7"; server/contract,
// server/micro), as the ledger screen reads it (server/wallet/ledger-wording.ts): that is how a journal finds its
// instrument. The summary has a row per instrument traded, a few dozen at most, so it is read whole.

/** What one instrument realised in the year, and the fees its orders cost. */
export interface InstrumentYear {
  instrument: string;
  contracts: Decimal;
  options: Decimal;
  fees: Decimal;
}

export interface TaxYearFigures {
  instruments: InstrumentYear[];
  fundIncome: Decimal;
  loanInterest: Decimal;
  loanLateFees: Decimal;
}

const FEE_CAUSES: readonly LedgerCause[] = ['trade_open', 'trade_margin', 'trade_fee'];
const RESULT_CAUSES: readonly LedgerCause[] = ['trade_pnl', 'option_settlement'];

/** The realised results and fees per instrument (by its shown code). A journal's user postings: a settlement's sum
 * is what it realised (its margin or stake only moves from held to available); an order's opening sum is minus its
 * fee (the margin moves the same way). */
async function instrumentsOf(db: Queryable, userId: number, year: TaxYear): Promise<InstrumentYear[]> {
  const rows = await db.query<{ instrument: string; contracts: string; options: string; fees: string }>(
    `SELECT coalesce(i.show_code, '') AS instrument,
            coalesce(sum(p.amount) FILTER (WHERE j.cause = 'trade_pnl'), 0)::text AS contracts,
            coalesce(sum(p.amount) FILTER (WHERE j.cause = 'option_settlement'), 0)::text AS options,
            (-coalesce(sum(p.amount) FILTER (WHERE j.cause = ANY($4::text[])), 0))::text AS fees
     FROM journals j
     JOIN postings p ON p.journal_id = j.id
     JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = $1
     LEFT JOIN contract_orders o ON j.cause <> 'option_settlement' AND o.id = substring(j.memo FROM '^order (\\d+)')::bigint
     LEFT JOIN micro_orders m ON j.cause = 'option_settlement' AND m.id = substring(j.memo FROM '^option (\\d+)$')::bigint
     LEFT JOIN instruments i ON i.id = coalesce(o.instrument_id, m.instrument_id)
     WHERE j.user_id = $1 AND j.created_at >= $2 AND j.created_at < $3 AND j.cause = ANY($5::text[])
     GROUP BY 1
     ORDER BY 1`,
    [userId, new Date(year.startMs), new Date(year.endMs), FEE_CAUSES, [...FEE_CAUSES, ...RESULT_CAUSES]],
  );
  return rows.map((row) => ({
    instrument: row.instrument,
    contracts: new Decimal(row.contracts),
    options: new Decimal(row.options),
    fees: new Decimal(row.fees),
  }));
}

/** Fund income credited to the user in the year: the income journals are the fund's, one for every subscriber, so
 * they are found by the user's postings. */
async function fundIncomeOf(db: Queryable, userId: number, year: TaxYear): Promise<Decimal> {
  const [row] = await db.query<{ total: string }>(
    `SELECT coalesce(sum(p.amount), 0)::text AS total
     FROM postings p
     JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = $1
     JOIN journals j ON j.id = p.journal_id
     WHERE j.cause = 'fund_income' AND j.created_at >= $2 AND j.created_at < $3`,
    [userId, new Date(year.startMs), new Date(year.endMs)],
  );
  return new Decimal(row?.total ?? 0);
}

/** The interest and late fees of the loans settled in the year: what the settling journal took beyond the principal
 * (server/loan/settlement.ts), split as the loan booked them. */
async function loanChargesOf(db: Queryable, userId: number, year: TaxYear): Promise<{ interest: Decimal; lateFees: Decimal }> {
  const [row] = await db.query<{ interest: string; late_fees: string }>(
    `SELECT coalesce(sum(l.interest_amount), 0)::text AS interest, coalesce(sum(l.penalty_amount), 0)::text AS late_fees
     FROM loans l JOIN journals j ON j.id = l.settle_journal_id
     WHERE l.user_id = $1 AND j.created_at >= $2 AND j.created_at < $3`,
    [userId, new Date(year.startMs), new Date(year.endMs)],
  );
  return { interest: new Decimal(row?.interest ?? 0), lateFees: new Decimal(row?.late_fees ?? 0) };
}

export async function taxYearFigures(db: Queryable, userId: number, year: TaxYear): Promise<TaxYearFigures> {
  const loan = await loanChargesOf(db, userId, year);
  return {
    instruments: await instrumentsOf(db, userId, year),
    fundIncome: await fundIncomeOf(db, userId, year),
    loanInterest: loan.interest,
    loanLateFees: loan.lateFees,
  };
}

/** The year's totals over the instruments: sums of figures already rounded to the cent, so nothing rounds again. */
export function taxYearTotals(instruments: readonly InstrumentYear[]): Omit<InstrumentYear, 'instrument'> {
  return instruments.reduce(
    (total, row) => ({
      contracts: total.contracts.plus(row.contracts),
      options: total.options.plus(row.options),
      fees: total.fees.plus(row.fees),
    }),
    { contracts: new Decimal(0), options: new Decimal(0), fees: new Decimal(0) },
  );
}
