import { daysReversed } from '@common/calendar-day';
import { LEDGER_TYPE, type LedgerType } from '@common/wallet';

// The ledger's filter: one kind of entry (the wire's Type) and a range of calendar days, both ends included. It
// lives in the address (/mine/history?type=2&from=…), so back, a reload and a shared link show the same rows.

export interface LedgerFilter {
  type?: LedgerType | undefined;
  /** YYYY-MM-DD, UTC, as the rows' times are. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The kinds a real account's ledger can hold, in the order the picker lists them. Fee (Type 5) is not one: a
 * trade's or a payout's fee is told in that entry. */
const REAL_KINDS: readonly LedgerType[] = [
  LEDGER_TYPE.deposit,
  LEDGER_TYPE.withdrawal,
  LEDGER_TYPE.transfer,
  LEDGER_TYPE.trade,
  LEDGER_TYPE.settlement,
  LEDGER_TYPE.loan,
  LEDGER_TYPE.fund,
  LEDGER_TYPE.adjustment,
];

/** A demo account trades with the balance it was given, and moves no money in or out. */
const DEMO_KINDS: readonly LedgerType[] = [LEDGER_TYPE.trade, LEDGER_TYPE.settlement, LEDGER_TYPE.demo];

export function ledgerKinds(isDemo: boolean): readonly LedgerType[] {
  return isDemo ? DEMO_KINDS : REAL_KINDS;
}

/** Every Type an address may name (what the route accepts; the picker offers the account's own). */
export const LEDGER_FILTER_TYPES = [...new Set([...REAL_KINDS, ...DEMO_KINDS])];

/** Whether the range cannot hold anything: the server refuses it, so it is not asked for. */
export const filterReversed = (filter: LedgerFilter): boolean => daysReversed(filter.from, filter.to);

export const isFiltered = (filter: LedgerFilter): boolean =>
  filter.type !== undefined || filter.from !== undefined || filter.to !== undefined;

/** The call's parameters for a filter: only what is set. */
export function filterParams(filter: LedgerFilter): { type?: LedgerType; from?: string; to?: string } {
  return {
    ...(filter.type === undefined ? {} : { type: filter.type }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}
