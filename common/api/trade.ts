import type { OrderStatus, Side } from '../contract';
import { endpoint } from './endpoint';
import type * as input from './input/trade';

// The contract trading calls (spec section 7, "Trading") and the order as they return it (spec section 3, "Forex
// order"). Prices and amounts are decimal strings; times are milliseconds since 1970 UTC. Spec field names, plus
// the deciding ticks and reasons the honest-settlement rule asks for.

/** Why an order opened: at the market price, or a pending order whose price was reached. */
export type OpenReason = 'market' | 'pending_fill';
/** Why an order left the book. */
export type CloseReason = 'manual' | 'stop_loss' | 'take_profit' | 'stop_out' | 'cancelled' | 'demo_reset';

/** The tick that decided a fill or a close: the instrument's sequence number, its time and price. */
export interface DecidingTick {
  Seq: number;
  Time: number;
  Price: string;
}

export interface ForexOrder {
  Id: number;
  /** The order this one copies (copy trading); 0 for the user's own. */
  OriginId: number;
  /** 1 buy, 2 sell. */
  OrderType: Side;
  /** Lots. */
  Quantity: string;
  /** The opening price; for a pending order, the price it waits for (or waited for, once cancelled). */
  OriginPrice: string;
  /** The closing price once closed; "0" before. */
  Price: string;
  /** The latest price the profit was valued at. */
  UpdatePrice: string;
  /** USD, 2 decimals: realised once closed, floating while holding, 0 while pending. */
  FactProfits: string;
  /**
   * USD, 2 decimals, once closed: FactProfits less TradeFee, what the order left in the account; "0.00" for a
   * cancelled one (it realised nothing and its fee came back). Null while pending or holding.
   */
  NetProfits: string | null;
  /** Margin held, USD. */
  CautionMoney: string;
  TradeFee: string;
  /** "0" when not set. */
  TargetLossPrice: string;
  TargetProfitPrice: string;
  Status: OrderStatus;
  /** Closed without ever filling: a pending order cancelled (by its owner, a stop-out or a demo reset). */
  Cancelled: boolean;
  Multiple: number;
  CreateTimeHandler: number;
  /** When it filled (holding) or left the book (history); 0 before. */
  CompleteTimeHandler: number;
  ForexTradeLists: { Id: number; ShowCode: string; PricePrecision: number };
  OpenReason: OpenReason | null;
  OpenTick: DecidingTick | null;
  CloseReason: CloseReason | null;
  CloseTick: DecidingTick | null;
}

export interface OrderPage {
  data: ForexOrder[];
  total: number;
  /** The sum of FactProfits over every order of the asked status, not only this page. */
  all_fact_profits: string;
  /** History: the sum of NetProfits over every closed order (realised profit after fees); null for the other tabs. */
  all_net_profits: string | null;
}

/** The contract account at a glance: what the orders header and the form's preview need. */
export interface ForexDetail {
  /** Free margin: the contract account's available balance. */
  balance: string;
  /** Margin held by positions and pending orders. */
  lockBalance: string;
  /** Floating profit of holding positions, USD. */
  ProfitsTotal: string;
  /** Margin used by holding positions. */
  CautionMoneyAll: string;
  /** Balance + locked + floating profit. */
  Equity: string;
  /** Risk rate, percent, 2 decimals: used margin over equity. */
  HazardRate: string;
  /** Prepayment ratio (margin level), percent, 2 decimals: equity over used margin; "0" with nothing open. */
  PrepaymentRatio: string;
  /** The fee rule (base setting trade_fee_type): 1 lots x rate, otherwise margin x rate. */
  TradeFeeType: number;
}

export const ORDERS_PAGE_SIZE = 10;

export const submitOrder = endpoint<ForexOrder, typeof input.submitOrder>()({
  method: 'GET',
  path: '/v2/api/forex/submit',
  auth: true,
  idempotent: true,
});

export const myOrders = endpoint<OrderPage, typeof input.myOrders>()({ method: 'GET', path: '/v2/api/forex/my_deal', auth: true });

export const closeOrder = endpoint<ForexOrder, typeof input.orderId>()({
  method: 'GET',
  path: '/v2/api/forex/close',
  auth: true,
  idempotent: true,
});

export const cancelOrder = endpoint<ForexOrder, typeof input.orderId>()({
  method: 'GET',
  path: '/v2/api/forex/cancel_trade',
  auth: true,
  idempotent: true,
});

export const setStopPrice = endpoint<ForexOrder, typeof input.setStopPrice>()({
  method: 'GET',
  path: '/v2/api/forex/set_stop_price',
  auth: true,
});

export const forexDetail = endpoint<ForexDetail>()({ method: 'GET', path: '/v2/api/main/account/forexDetail', auth: true });

/** FOREX_TRADE push (per user, at most once a second and on change). */
export interface ForexTradePush {
  ProfitsTotal: string;
  HazardRate: string;
  CautionMoneyAll: string;
  Equity: string;
  PrepaymentRatio: string;
  TransOrder: { Id: number; UpdatePrice: string; FactProfits: string }[];
}

/**
 * FOREX_CLOSED push: the ids of the user's orders that left their tab, closed, cancelled or filled, by the server or
 * by the user on any of their devices.
 */
export type ForexClosedPush = number[];

/** FOREX_CHANGED push: the ids of the user's open orders placed, or whose stops were set, on any of their devices. */
export type ForexChangedPush = number[];
