import type { ForexOrder, OrderPage } from '@common/api/trade';
import { closeAllTakes, type CloseAllWhich } from '@common/contract';
import { Decimal, formatAmount } from '@common/money';

// Close all, in profit or at a loss, on the holding tab (issue 35): which of the shown positions a choice takes, and
// what they would realise now, from the live valuations the tab already holds (FOREX_TRADE keeps FactProfits
// current). The server values them again at its own ticks when it closes them: the total is an estimate.

const SIGNED = /^-?\d+(\.\d+)?$/;

export interface CloseAllEstimate {
  /** Positions shown that the choice takes. */
  count: number;
  /** Their floating profit now, USD, 2 decimals, signed. */
  total: string;
}

/** The positions `which` takes among those shown, and their floating profit now. */
export function closeAllEstimate(orders: readonly ForexOrder[], which: CloseAllWhich): CloseAllEstimate {
  const taken = orders.filter((order) => SIGNED.test(order.FactProfits) && closeAllTakes(which, order.FactProfits));
  const total = taken.reduce((sum, order) => sum.plus(order.FactProfits), new Decimal(0));
  return { count: taken.length, total: formatAmount(total) };
}

/**
 * What close_all closed: how many, and what they realised (before fees, as the estimate), USD. The closed orders
 * themselves tell when the answer holds them all; all_fact_profits (their sum, by the contract) when it does not.
 */
export function closeAllResult(page: OrderPage): { count: number; realised: string } {
  const count = Math.max(page.total, page.data.length);
  if (page.data.length < count && SIGNED.test(page.all_fact_profits)) return { count, realised: formatAmount(page.all_fact_profits) };
  const sum = page.data.reduce((total, order) => total.plus(SIGNED.test(order.FactProfits) ? order.FactProfits : 0), new Decimal(0));
  return { count, realised: formatAmount(sum) };
}
