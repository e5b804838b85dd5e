import type { SecurityEvent } from './security';

// The inbox (issue 34): the record of everything Meridian tells a user, whether or not a push reached a device. Each
// entry names its kind and carries the facts it is about (`detail`); the app words it in the reader's language at
// read time, so an entry reads right after a language change. Kinds grow with the areas that notify.

export const NOTIFICATION_KIND = {
  /** A sign-in from a device the account had not signed in from (detail: user_agent, address). */
  NEW_DEVICE_SIGN_IN: 'new_device_sign_in',
  /** A change of the account's security settings (detail: event, a SecurityEvent, and its factor if any). */
  SECURITY_CHANGE: 'security_change',
  /** A contract position the system closed: its stop-loss, its take-profit or a stop-out (not the owner's own close). */
  CONTRACT_CLOSED: 'contract_closed',
  /** A pending order of the user's filled by the market. */
  ORDER_FILLED: 'order_filled',
  /** A micro (option) order settled at its expiry. */
  OPTION_SETTLED: 'option_settled',
} as const;
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];

/** The facts of an entry, by kind; values are plain, for the app to word. */
export interface NotificationDetails {
  new_device_sign_in: { user_agent: string | null; address: string | null };
  security_change: { event: SecurityEvent; factor?: string };
  contract_closed: ContractClosedDetail;
  order_filled: OrderFilledDetail;
  option_settled: OptionSettledDetail;
}

/** Why the system closed a position (a subset of common/api/trade.ts CloseReason). */
export type SystemCloseReason = 'stop_loss' | 'take_profit' | 'stop_out';

// Prices are as the orders screen shows them (the instrument's decimals), money as the money module writes it (2
// decimals, a leading '-' when negative): the app groups them for the reader's language and adds no digits.

/** The facts of a contract position the system closed. */
export interface ContractClosedDetail {
  reason: SystemCloseReason;
  order_id: number;
  /** The instrument's display code (ShowCode), such as "BTC/USDT". */
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
  /** The deciding tick's price. */
  price: string;
  /** The profit (negative: a loss) the close realised, before the fee paid when it opened (FactProfits). */
  profit: string;
}

/** The facts of a pending order that filled. */
export interface OrderFilledDetail {
  order_id: number;
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
  /** The fill price (the deciding tick's). */
  price: string;
}

/** The facts of a settled option: a tie wins (common/micro.ts microWins), so there is no draw. */
export interface OptionSettledDetail {
  order_id: number;
  instrument: string;
  direction: 'up' | 'down';
  result: 'win' | 'loss';
  /** The stake. */
  amount: string;
  /** What the option made (negative: what it lost), as FactProfits. */
  profit: string;
  /** The deciding tick's price. */
  price: string;
}

/** Entries of the inbox a page holds. */
export const INBOX_PAGE_SIZE = 20;
