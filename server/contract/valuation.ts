import { Decimal, formatAmount } from '../../common/money';
import type { ForexTradePush } from '../../common/api/trade';
import { contractProfit, ORDER_STATUS, prepaymentRatio, riskRate, toCents } from '../../common/contract';
import { stopOutLevelOf } from '../../common/margin-level';
import type { OpenOrder } from './open-orders';

// Valuing a user's book: pure functions of the orders, the cash and the prices, so they are tested without an
// engine, a database or a market. The engine supplies each position's price and USD rate (`PriceOf`).

/** The price a position is valued at and the USD rate of its instrument's quote currency; undefined when unknown. */
export type PriceOf = (order: OpenOrder) => { price: string; unitsPerLot: Decimal.Value; usdRate: Decimal } | undefined;

export interface PositionValue {
  id: number;
  price: string;
  /** Floating profit in USD, to the cent. */
  profit: Decimal;
}

export interface BookValue {
  /** Cash (available + locked) plus the floating profit. */
  equity: Decimal;
  usedMargin: Decimal;
  floating: Decimal;
  /** The holding positions that could be valued, newest first. */
  positions: PositionValue[];
  /** The highest close-out level the holding positions keep from their owner's rule set; null: none keeps one. */
  closeOutLevel: Decimal | null;
}

/** One position's floating profit at `price`, to the cent. */
export function positionProfit(
  order: Pick<OpenOrder, 'side' | 'lots' | 'openPrice'>,
  unitsPerLot: Decimal.Value,
  price: string,
  usdRate: Decimal,
): Decimal {
  return toCents(contractProfit(order.side, order.lots, unitsPerLot, order.openPrice, price, usdRate));
}

/** The one loop over a user's orders that equity, stop-out and the FOREX_TRADE push all read. Pending orders hold
 * margin in the ledger but not "in use": only holding ones count. */
export function valueBook(orders: readonly OpenOrder[], cash: Decimal, priceOf: PriceOf): BookValue {
  let floating = new Decimal(0);
  let usedMargin = new Decimal(0);
  let closeOutLevel: Decimal | null = null;
  const positions: PositionValue[] = [];
  for (const order of orders) {
    if (order.status !== ORDER_STATUS.holding) continue;
    usedMargin = usedMargin.plus(order.margin);
    const kept = order.closeOutLevel ?? null;
    if (kept !== null && (closeOutLevel === null || kept.greaterThan(closeOutLevel))) closeOutLevel = kept;
    const priced = priceOf(order);
    if (!priced) continue;
    const profit = positionProfit(order, priced.unitsPerLot, priced.price, priced.usdRate);
    floating = floating.plus(profit);
    positions.push({ id: order.id, price: priced.price, profit });
  }
  positions.sort((a, b) => b.id - a.id);
  return { equity: cash.plus(floating), usedMargin, floating, positions, closeOutLevel };
}

/**
 * The stop-out share that applies to a book: the platform's (the stop_out_level setting), or the close-out level a
 * holding position keeps from its owner's rule set when that is higher (issue 38: 50% for retail clients under ESMA's
 * and the FCA's rules). The highest wins: an account is one pool of margin, and closing a position protects the
 * others' level too, so the strictest rule any position was placed under is the one the account is held to.
 */
export function bookStopOutLevel(value: Pick<BookValue, 'closeOutLevel'>, platformLevel: Decimal.Value): Decimal {
  return stopOutLevelOf(platformLevel, value.closeOutLevel);
}

/** Whether equity is at or below the stop-out share of the margin in use (bookStopOutLevel). */
export function belowStopOut(value: Pick<BookValue, 'equity' | 'usedMargin' | 'closeOutLevel'>, platformLevel: Decimal.Value): boolean {
  const level = bookStopOutLevel(value, platformLevel);
  return value.usedMargin.greaterThan(0) && value.equity.lessThanOrEqualTo(value.usedMargin.times(level));
}

/** The FOREX_TRADE push (and the account summary) of a valued book. */
export function summaryOf(value: BookValue): ForexTradePush {
  return {
    ProfitsTotal: formatAmount(value.floating),
    HazardRate: formatAmount(riskRate(value.equity, value.usedMargin)),
    CautionMoneyAll: formatAmount(value.usedMargin),
    Equity: formatAmount(value.equity),
    PrepaymentRatio: formatAmount(prepaymentRatio(value.equity, value.usedMargin)),
    CloseOutLevel: value.closeOutLevel?.toFixed() ?? null,
    TransOrder: value.positions.map((position) => ({
      Id: position.id,
      UpdatePrice: position.price,
      FactProfits: formatAmount(position.profit),
    })),
  };
}
