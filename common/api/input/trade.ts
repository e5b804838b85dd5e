import * as z from 'zod/mini';
import { ORDER_STATUS, PRICE_MODE, SIDE } from '../../contract';
import { decimalMatching, oneOf, page, positiveInt } from './fields';

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
});

export const myOrders = z.object({ status: oneOf(Object.values(ORDER_STATUS)), page });

export const orderId = z.object({ id: positiveInt });

export const setStopPrice = z.object({ id: positiveInt, stop_loss_price: decimalText, target_profit_price: decimalText });

export const forexDetail = z.object({});
