import type { LedgerCause } from '../ledger/ledger';
import { LEDGER_TYPE, type LedgerType } from '../../common/wallet';

// Which Type (the screen's kind) each journal cause is. A Record over the causes, so a cause added to the ledger
// without a Type here does not compile, and never reaches the screen as a raw memo.

const TYPE_OF_CAUSE: Readonly<Record<LedgerCause, LedgerType>> = {
  deposit: LEDGER_TYPE.deposit,
  withdrawal: LEDGER_TYPE.withdrawal,
  transfer: LEDGER_TYPE.transfer,
  trade_open: LEDGER_TYPE.trade,
  trade_margin: LEDGER_TYPE.trade,
  option_stake: LEDGER_TYPE.trade,
  trade_fee: LEDGER_TYPE.fee,
  trade_pnl: LEDGER_TYPE.settlement,
  option_settlement: LEDGER_TYPE.settlement,
  loan: LEDGER_TYPE.loan,
  fund: LEDGER_TYPE.fund,
  fund_income: LEDGER_TYPE.fund,
  demo_grant: LEDGER_TYPE.demo,
  demo_reset: LEDGER_TYPE.demo,
  adjustment: LEDGER_TYPE.adjustment,
  // Granted, not paid in, like a demo account's balance; only simulated traders, who cannot sign in, have it.
  simulated_capital: LEDGER_TYPE.demo,
};

export const LEDGER_CAUSES = Object.keys(TYPE_OF_CAUSE) as LedgerCause[];

export function isLedgerCause(cause: string): cause is LedgerCause {
  return Object.hasOwn(TYPE_OF_CAUSE, cause);
}

/** A cause's Type; a cause the journal holds but this code does not know (an older or newer node's) is Type 10. */
export function typeOfCause(cause: string): LedgerType {
  return isLedgerCause(cause) ? TYPE_OF_CAUSE[cause] : LEDGER_TYPE.memo;
}

/** The causes of one Type (Type 10: none of the known ones; the query turns that round). */
export function causesOfType(type: LedgerType): LedgerCause[] {
  return LEDGER_CAUSES.filter((cause) => TYPE_OF_CAUSE[cause] === type);
}
