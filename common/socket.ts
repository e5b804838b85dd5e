import type { SupportChatPush } from './api/chat';
import type { LoanPush } from './api/loan';
import type { FollowTradePush } from './api/follow';
import type { MicroOrder } from './api/micro';
import type { InboxEntry } from './api/notify';
import type { ForexChangedPush, ForexClosedPush, ForexTradePush } from './api/trade';
import type { DayMarketPush, DayMarketStep, KlinePush } from './market';

// The socket's JSON frames (spec section 7, "Socket"), shared by the server hub and the PWA's socket worker.

export const SOCKET_PATH = '/v2/ws';
export const HEARTBEAT_MS = 5_000;
export const CONNECT_TIMEOUT_MS = 5_000;
/** Reconnect after more than this many pings went unanswered. */
export const MAX_MISSED_PONGS = 2;
export const MAX_FRAME_BYTES = 4_096;
export const MAX_SUBSCRIPTIONS = 64;

/** Market topics anyone may follow, and per-user topics that need a logged-in socket. */
export const TOPIC =
  /^(DAY_MARKET|KLINE\.[A-Za-z0-9_]{1,24}|FOREX_TRADE|FOREX_CLOSED|FOREX_CHANGED|FOREX_FOLLOW_TRADE|SUPPORT_CHAT|LOAN|MICRO_SETTLED|NOTIFY)$/;
export const USER_TOPICS: ReadonlySet<string> = new Set<UserTopic>([
  'FOREX_TRADE',
  'FOREX_CLOSED',
  'FOREX_CHANGED',
  'FOREX_FOLLOW_TRADE',
  'SUPPORT_CHAT',
  'LOAN',
  'MICRO_SETTLED',
  'NOTIFY',
]);

/**
 * What each topic pushes: the server publishes with this map and the PWA subscribes with it, so a push is typed
 * end to end like an HTTP answer. `KLINE.<code>` is one family, one topic per instrument.
 */
export interface TopicPayloads {
  DAY_MARKET: DayMarketPush;
  [kline: `KLINE.${string}`]: KlinePush;
  FOREX_TRADE: ForexTradePush;
  FOREX_CLOSED: ForexClosedPush;
  /** The user's orders placed or changed (their stops) by a call from any of their devices: the lists read them again. */
  FOREX_CHANGED: ForexChangedPush;
  /** Copy trading: the copies of the user's follows, and of the user's followers when a trader (at most 1/s). */
  FOREX_FOLLOW_TRADE: FollowTradePush;
  /** The support chat: a new message in the user's conversation (either side's), or its close. */
  SUPPORT_CHAT: SupportChatPush;
  /** Loans: an operator decided the identity check, a loan or a repayment, or a day's late fee was added. */
  LOAN: LoanPush;
  /** An option of the user's just settled: the closed order (result, deciding price), as the closed list shows it. */
  MICRO_SETTLED: MicroOrder;
  /** A new entry of the user's inbox (issue 34): the bell's count goes up, the open inbox shows it. */
  NOTIFY: InboxEntry;
}

export type Topic = Extract<keyof TopicPayloads, string>;

/**
 * Topics a client may take in steps: subscribed with `batch: true`, it gets one frame per feed step whose data
 * carries every push of that step (a DAY_MARKET step is every changed instrument), instead of one frame per push.
 * The spec's one-push-per-frame form stays the default, for clients that do not ask; a server that does not know
 * the flag ignores it and sends that form, so a client asking must accept both (PushData below).
 */
export interface StepPayloads {
  DAY_MARKET: DayMarketStep;
}
export type SteppedTopic = keyof StepPayloads;
export const STEPPED_TOPICS: ReadonlySet<string> = new Set<SteppedTopic>(['DAY_MARKET']);

/** What a listener of a topic is handed: for a stepped topic either form, as the server that answered chose. */
export type PushData<T extends Topic> = T extends SteppedTopic ? TopicPayloads[T] | StepPayloads[T] : TopicPayloads[T];
/** The per-user topics, which need a logged-in socket. */
export type UserTopic =
  'FOREX_TRADE' | 'FOREX_CLOSED' | 'FOREX_CHANGED' | 'FOREX_FOLLOW_TRADE' | 'SUPPORT_CHAT' | 'LOAN' | 'MICRO_SETTLED' | 'NOTIFY';
/** The public topics (DAY_MARKET and the KLINE.<code> family), pushed to every subscriber. */
export type PublicTopic = Exclude<Topic, UserTopic>;

export type SocketErrorReason = 'malformed' | 'too_large' | 'too_many_subscriptions' | 'login_required';

export type ServerFrame =
  | { type: 'login'; code: number }
  | { type: 'logout'; code: number }
  | { type: 'pong'; ts: number }
  | { type: 'push'; topic: string; seq: number; data: unknown }
  | { type: 'error'; reason: SocketErrorReason };
