import * as z from 'zod/mini';
import { CLOSE_ALL_WHICH, ORDER_STATUS, PRICE_MODE, SIDE } from '../../contract';
import { decimalMatching, integerBetween, oneOf, page, positiveInt, ruled } from './fields';

// What the trading calls of ../trade.ts accept, one schema per call under the call's name. Prices and lots arrive
// as text; they are read strictly as plain decimals (no exponent, no sign, bounded digits) and stay text, so the
// engine does its arithmetic in Decimal.

const DECIMAL = /^\d{1,12}(\.\d{1,10})?$/;

/** A non-negative decimal given as text or a number; kept as canonical text. */
const decimalText = decimalMatching(DECIMAL);

export const submitOrder = z.object({
  /** 1 buy, 2 sell. */
  type: oneOf(Object.values(SIDE)),
  /** Lots. */
  cont: decimalText,
  forex_id: positiveInt,
  /** 1 market, 0 pending. */
  status: oneOf(Object.values(PRICE_MODE)),
  /** The pending order's price; ignored at the market. */
  target_price: z._default(z.optional(decimalText), '0'),
  stop_loss_price: z._default(z.optional(decimalText), '0'),
  target_profit_price: z._default(z.optional(decimalText), '0'),
  multiple: positiveInt,
  /** A trailing stop's distance in price; 0 or absent: none. */
  trailing_distance: z._default(z.optional(decimalText), '0'),
  /** A pending order's expiry, ms since 1970 UTC; 0 or absent: good till cancelled. */
  expire_at: z._default(z.optional(integerBetween(0, Number.MAX_SAFE_INTEGER)), 0),
  /** The price the user saw when tapping (the receipt's reference). */
  seen_price: z.optional(decimalText),
  /** A market order is refused when its fill tick is further than this from seen_price. */
  max_deviation: z.optional(decimalText),
});

export const myOrders = z.object({ status: oneOf(Object.values(ORDER_STATUS)), page });

export const orderId = z.object({ id: positiveInt });

/** A close: the whole position, or `lots` of it (a partial close); with the price the user saw when tapping. */
export const closeOrder = z.object({ id: positiveInt, lots: z.optional(decimalText), seen_price: z.optional(decimalText) });

export const closeAll = z.object({ which: ruled(z.enum(CLOSE_ALL_WHICH), 'closed') });

export const setStopPrice = z.object({
  id: positiveInt,
  stop_loss_price: decimalText,
  target_profit_price: decimalText,
  /** A trailing stop's distance in price; 0 turns it off; absent leaves it as it is. */
  trailing_distance: z.optional(decimalText),
});

export const forexDetail = z.object({});
