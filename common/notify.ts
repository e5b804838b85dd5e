import type { CopySkipReason } from './follow';
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
  /** A pending order the system cancelled: a stop-out, no margin to fill it, its expiry (a failed operation). */
  ORDER_CANCELLED: 'order_cancelled',
  /** The account's margin level came within a step of the stop-out level (each step once until it recovers). */
  MARGIN_WARNING: 'margin_warning',
  /** A price alert of the user's fired. */
  PRICE_ALERT: 'price_alert',
  /** A trader the user follows opened a position and the user's copy of it opened. */
  COPY_OPENED: 'copy_opened',
  /** A trader's position was not copied for the user, with its reason (a failed operation). */
  COPY_SKIPPED: 'copy_skipped',
  /** A copied position closed because the trader closed theirs. */
  COPY_CLOSED: 'copy_closed',
  /** A follow's copy stop-loss fired: its copies closed and the follow stopped (issue 36). */
  COPY_STOP_LOSS: 'copy_stop_loss',
  /** An operator decided a deposit of the user's. */
  DEPOSIT_DECIDED: 'deposit_decided',
  /** An operator decided a withdrawal of the user's. */
  WITHDRAWAL_DECIDED: 'withdrawal_decided',
  /** An operator decided the user's identity check. */
  IDENTITY_DECIDED: 'identity_decided',
  /** An operator decided a loan application of the user's. */
  LOAN_DECIDED: 'loan_decided',
  /** An operator decided a loan repayment of the user's. */
  REPAYMENT_DECIDED: 'repayment_decided',
  /** An operator decided the user's application to become a trader. */
  TRADER_APPLICATION_DECIDED: 'trader_application_decided',
  /** A fund subscription of the user's matured or was redeemed. */
  FUND_REDEEMED: 'fund_redeemed',
  /** An operator refused an early redemption the user asked for (an approval is told as fund_redeemed). */
  FUND_REDEMPTION_DECIDED: 'fund_redemption_decided',
  /** Customer care replied in the support chat. */
  CHAT_REPLY: 'chat_reply',
} as const;
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];
export const NOTIFICATION_KINDS = Object.values(NOTIFICATION_KIND) as [NotificationKind, ...NotificationKind[]];

/** The facts of an entry, by kind; values are plain, for the app to word. */
export interface NotificationDetails {
  new_device_sign_in: { user_agent: string | null; address: string | null };
  security_change: { event: SecurityEvent; factor?: string };
  contract_closed: ContractClosedDetail & ReceiptFacts;
  order_filled: OrderFilledDetail & ReceiptFacts;
  option_settled: OptionSettledDetail;
  order_cancelled: OrderCancelledDetail;
  margin_warning: MarginWarningDetail;
  price_alert: PriceAlertDetail;
  copy_opened: CopyOpenedDetail;
  copy_skipped: CopySkippedDetail;
  copy_closed: CopyClosedDetail;
  copy_stop_loss: CopyStopLossDetail;
  deposit_decided: DecidedDetail;
  withdrawal_decided: DecidedDetail;
  identity_decided: DecidedDetail;
  loan_decided: DecidedDetail;
  repayment_decided: DecidedDetail;
  trader_application_decided: DecidedDetail;
  fund_redeemed: FundRedeemedDetail;
  fund_redemption_decided: DecidedDetail;
  chat_reply: ChatReplyDetail;
}

/**
 * The groups the settings screen shows the kinds in, in order; every kind is in exactly one. Each kind can be switched
 * off for push and for email; the inbox records every kind whatever the settings.
 */
export const NOTIFICATION_GROUPS = {
  trading: ['order_filled', 'contract_closed', 'order_cancelled', 'margin_warning', 'option_settled', 'price_alert'],
  copying: ['copy_opened', 'copy_skipped', 'copy_closed', 'copy_stop_loss', 'trader_application_decided'],
  money: ['deposit_decided', 'withdrawal_decided', 'loan_decided', 'repayment_decided', 'fund_redeemed', 'fund_redemption_decided'],
  account: ['identity_decided', 'chat_reply', 'new_device_sign_in', 'security_change'],
} as const satisfies Record<string, readonly NotificationKind[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

/**
 * The kinds whose email always goes, and goes from the security emails (server/security/security-email.ts, with the
 * link that freezes the account): not switchable, and not emailed a second time as a notification. The other kinds'
 * emails are off until the user turns them on.
 */
export const SECURITY_EMAILED: readonly NotificationKind[] = ['new_device_sign_in', 'security_change'];

/** Why the system closed a position (a subset of common/api/trade.ts CloseReason). */
export type SystemCloseReason = 'stop_loss' | 'trailing_stop' | 'take_profit' | 'stop_out';

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

/**
 * A fill's or close's receipt, when the deciding tick was not at the price seen or waited for (absent when it was):
 * that price, the distance to the tick (unsigned, the instrument's decimals), what it made or cost (USD, signed in the
 * user's favour) and whether it was better or worse for them (common/slippage.ts).
 */
export interface ReceiptFacts {
  seen_price?: string;
  slippage_price?: string;
  slippage_money?: string;
  slippage?: 'better' | 'worse';
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

/** Why the system cancelled a pending order. */
export type OrderCancelReason = 'stop_out' | 'no_margin' | 'expired';

/** The facts of a pending order the system cancelled. */
export interface OrderCancelledDetail {
  reason: OrderCancelReason;
  order_id: number;
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
}

/**
 * The steps of the margin warning, as the share (%) of the stop-out distance still left: the distance runs from a
 * margin level of 100% (the margin call, where equity only just covers the used margin) down to the stop-out level.
 * Step f fires when the margin level falls to stop-out + f% x (100% - stop-out): with a stop-out at 50%, at 100%,
 * 87.5% and 75%. Each step fires once, and again only after the level rose above it.
 */
export const MARGIN_WARNING_STEPS = [100, 75, 50] as const;
export type MarginWarningStep = (typeof MARGIN_WARNING_STEPS)[number];

/** The facts of a margin warning. */
export interface MarginWarningDetail {
  step: MarginWarningStep;
  /** The account's margin level (equity / used margin) as a percentage with 2 decimals, such as "82.40". */
  margin_level: string;
  /** The stop-out level as a percentage, such as "50.00". */
  stop_out_level: string;
}

export type PriceAlertCondition = 'above' | 'below' | 'move';

/** The facts of a price alert that fired. */
export interface PriceAlertDetail {
  alert_id: number;
  instrument: string;
  condition: PriceAlertCondition;
  /** The level crossed (above, below), in the instrument's decimals; null for a move. */
  level: string | null;
  /** The move's percentage (a move), such as "2.5", signed as it moved; null for a level. */
  percent: string | null;
  /** The move's window in minutes (a move); null for a level. */
  window_minutes: number | null;
  /** The price of the tick that crossed. */
  price: string;
}

/** The facts of a copied position that opened. */
export interface CopyOpenedDetail {
  /** The trader's name as the ranking shows it. */
  trader: string;
  order_id: number;
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
  price: string;
}

/** The facts of a trader's position that was not copied. */
export interface CopySkippedDetail {
  trader: string;
  instrument: string;
  side: 'buy' | 'sell';
  reason: CopySkipReason;
}

/** The facts of a copied position that closed, or closed in part following its trader's partial close. */
export interface CopyClosedDetail {
  trader: string;
  order_id: number;
  instrument: string;
  side: 'buy' | 'sell';
  /** The lots closed (by this part, when partial). */
  lots: string;
  price: string;
  /** What the close (or the part) realised. */
  profit: string;
  /** A part of the copy closed, its trader having closed part of theirs; absent for a whole close. */
  partial?: true;
  /** With `partial`: the lots the copy still holds. */
  left?: string;
}

/** The facts of a follow's copy stop-loss that fired: the follow stopped, and its open copies were closed. */
export interface CopyStopLossDetail {
  trader: string;
  /** The loss limit that was reached, USD (positive). */
  limit: string;
  /** The copies' realised plus floating profit when it fired (negative), USD. */
  profit: string;
  /** Copies open then, each closed at its instrument's price at that tick. */
  copies: number;
}

/** What an operator decided; a withdrawal paid out reads as approved. */
export type DecisionOutcome = 'approved' | 'rejected';

/** The facts of an operator's decision on a request of the user's. */
export interface DecidedDetail {
  /** The request's id. */
  id: number;
  outcome: DecisionOutcome;
  /** The money the request is about, 2 decimals, or null (identity, trader application). */
  amount: string | null;
  /** Its currency, or null. */
  currency: string | null;
  /** The operator's reason given to the customer when rejected (at most 200 characters), or null. */
  reason: string | null;
}

/** The facts of a fund subscription that ended. */
export interface FundRedeemedDetail {
  subscription_id: number;
  /** The fund's name as the funds screen shows it. */
  fund: string;
  /** Matured at the end of its term, or redeemed early by the user. */
  how: 'matured' | 'early';
  /** The money paid back to the wallet, 2 decimals. */
  amount: string;
  /** Its profit (negative: an early redemption's fee beyond the interest), 2 decimals. */
  profit: string;
}

/** The facts of a support-chat reply: the start of the reply, for the push's second line. */
export interface ChatReplyDetail {
  /** At most 140 characters of the reply; an image or a file reads as an empty preview. */
  preview: string;
}

/** Entries of the inbox a page holds. */
export const INBOX_PAGE_SIZE = 20;
