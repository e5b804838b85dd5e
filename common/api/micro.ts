import type { MicroDirection, MicroStatus } from '../micro';
import { endpoint } from './endpoint';
import type * as input from './input/micro';
import type { DecidingTick } from './trade';

// The micro (option) calls (spec section 7) and the order and options as they return them (spec section 3).
// Amounts and prices are decimal strings; times are milliseconds since 1970 UTC.

export interface MicroOption {
  Id: number;
  Seconds: number;
  /** The payout of a win as a share of the amount, e.g. "0.85"; shown x 100 as a percent. */
  ProfitRatio: string;
  /** The smallest amount this expiry takes. */
  LimitAmount: string;
}

export interface MicroOptions {
  sec: MicroOption[];
  /** Preset amounts for the form. */
  number: string[];
  /** The base setting micro_loss_level: 0 a loss costs the whole amount, otherwise amount x ratio. */
  loss_level: number;
}

export interface MicroOrder {
  Id: number;
  Type: MicroDirection;
  Status: MicroStatus;
  /** The amount staked. */
  Number: string;
  Seconds: number;
  /** Until expiry, for running orders; 0 once closed. */
  RemainMilliSeconds: number;
  OpenPrice: string;
  /** The settling price; "0" while running. */
  EndPrice: string;
  ProfitRatio: string;
  /** The result once closed, signed, 2 decimals; "0.00" while running. */
  FactProfits: string;
  CreatedAtST: number;
  /** When it expires (running) or settled (closed). */
  CompleteAtST: number;
  ForexTradeList: { Id: number; ShowCode: string; PricePrecision: number };
  OpenTick: DecidingTick;
  /** The first tick at or after expiry, which decided the result. */
  EndTick: DecidingTick | null;
}

export interface MicroOrderPage {
  data: MicroOrder[];
  total: number;
}

export const MICRO_PAGE_SIZE = 10;

export const getMicroOptions = endpoint<MicroOptions>()({ method: 'GET', path: '/v2/api/micro/get_seconds' });

export const submitMicro = endpoint<MicroOrder, typeof input.submitMicro>()({
  method: 'GET',
  path: '/v2/api/micro/submit',
  auth: true,
  idempotent: true,
});

export const microOrders = endpoint<MicroOrderPage, typeof input.microOrders>()({
  method: 'GET',
  path: '/v2/api/micro/orders',
  auth: true,
});
