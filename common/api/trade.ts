import type { OrderStatus, Side } from '../contract';
import { endpoint } from './endpoint';
import type * as input from './input/trade';

// The contract trading calls (spec section 7, "Trading") and the order as they return it (spec section 3, "Forex
// order"). Prices and amounts are decimal strings; times are milliseconds since 1970 UTC. Spec field names, plus
// the deciding ticks and reasons the honest-settlement rule asks for.

/** Why an order opened: at the market price, or a pending order whose price was reached. */
export type OpenReason = 'market' | 'pending_fill';
/** Why an order left the book. */
export type CloseReason =
  | 'manual'
  | 'stop_loss'
  | 'trailing_stop'
  | 'take_profit'
  | 'stop_out'
  | 'cancelled'
  | 'expired'
  | 'demo_reset'
  /** A copy closed because its follow's copy stop-loss fired (issue 36). */
  | 'copy_stop_loss';

/** The tick that decided a fill or a close: the instrument's sequence number, its time and price. */
export interface DecidingTick {
  Seq: number;
  Time: number;
  Price: string;
}

/**
 * The receipt of a fill or a close: how far the deciding tick was from the price the user saw when tapping (or the
 * level a pending order, stop-loss or take-profit waited for), in price and in money.
 */
export interface Slippage {
  /** The deciding tick's price less the seen price (signed, at the instrument's precision). */
  Price: string;
  /** USD, 2 decimals, signed: what that difference made (positive) or cost (negative) the user on the lots it moved. */
  Money: string;
}

/** Part of a position closed by its owner (or following their trader's part, for a copy). */
export interface PartialClose {
  Id: number;
  /** Lots closed by this part. */
  Quantity: string;
  /** The tick that decided it. */
  Tick: DecidingTick;
  SeenPrice: string | null;
  Slippage: Slippage | null;
  /** Margin released, USD. */
  CautionMoney: string;
  /** The part's share of the fee paid at the open, USD. */
  TradeFee: string;
  /** Realised profit of the part, USD. */
  FactProfits: string;
  /** FactProfits less TradeFee. */
  NetProfits: string;
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
  /** A trailing stop's distance in price ("0": none); TargetLossPrice is its level now, moved by the server. */
  TrailingDistance: string;
  /** When a pending order expires (ms since 1970 UTC); 0: good till cancelled. */
  ExpireAt: number;
  /** The price the user saw when placing (or the level a pending order waited for); null when not sent. */
  SeenPrice: string | null;
  /** The fill's receipt, against SeenPrice; null without one. */
  Slippage: Slippage | null;
  /** The price the user saw when closing (or the level a stop-loss or take-profit waited for). */
  CloseSeenPrice: string | null;
  CloseSlippage: Slippage | null;
  /** Lots at the open; Quantity is what is left open after partial closes. */
  OpenedQuantity: string;
  /** The parts closed before, oldest first (empty for most orders). */
  PartialCloses: PartialClose[];
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
  /** The highest margin close-out level a holding position keeps from its owner's rule set (a ratio, "0.5"); null:
   * none keeps one. The account stops out at this or the platform's stop_out_level, whichever is higher. */
  CloseOutLevel: string | null;
}

export const ORDERS_PAGE_SIZE = 10;

export const submitOrder = endpoint<ForexOrder, typeof input.submitOrder>()({
  method: 'GET',
  path: '/v2/api/forex/submit',
  auth: true,
  idempotent: true,
});

export const myOrders = endpoint<OrderPage, typeof input.myOrders>()({ method: 'GET', path: '/v2/api/forex/my_deal', auth: true });

export const closeOrder = endpoint<ForexOrder, typeof input.closeOrder>()({
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

/** Closes several holding positions at once, each its own close at its instrument's last tick; answers with them. */
export const closeAllOrders = endpoint<OrderPage, typeof input.closeAll>()({
  method: 'GET',
  path: '/v2/api/forex/close_all',
  auth: true,
  idempotent: true,
});

export const forexDetail = endpoint<ForexDetail>()({ method: 'GET', path: '/v2/api/main/account/forexDetail', auth: true });

/** FOREX_TRADE push (per user, at most once a second and on change). */
export interface ForexTradePush {
  ProfitsTotal: string;
  HazardRate: string;
  CautionMoneyAll: string;
  Equity: string;
  PrepaymentRatio: string;
  /** As ForexDetail's: the highest close-out level the holding positions keep; null: none. */
  CloseOutLevel: string | null;
  TransOrder: { Id: number; UpdatePrice: string; FactProfits: string }[];
}

/**
 * FOREX_CLOSED push: the ids of the user's orders that left their tab, closed, cancelled or filled, by the server or
 * by the user on any of their devices.
 */
export type ForexClosedPush = number[];

/** FOREX_CHANGED push: the ids of the user's open orders placed, or whose stops were set, on any of their devices. */
export type ForexChangedPush = number[];
