import { NOTIFICATION_KIND, type NotificationKind, type SystemCloseReason } from '@common/notify';
import type { InboxEntry } from '@common/api/notify';

// What an inbox entry reads as: a headline and, for some kinds, a second line. Worded at read time from the entry's
// facts (`detail`), in the reader's language, so an entry reads right after a language change. Pure: the words come
// from the caller (useEntryText), so it is tested without React. Every kind this build knows has its wording (a new
// one fails the type check until it gets one); a kind from a newer server reads as a general account notice.

export interface EntryText {
  title: string;
  /** A second line (the address a sign-in came from, a close's profit and price), or null. */
  detail: string | null;
}

/** The reader's words, in their language. */
export interface EntryWords {
  /** "New sign-in from Chrome on Android", from the sign-in's user agent. */
  newDeviceSignIn: (userAgent: string | null) => string;
  /** The address a sign-in came from, or words for none. */
  address: (address: string | null) => string;
  /** The security log's sentence for an event (and its factor, if any). */
  securityChange: (event: string, factor: string | null) => string;
  /** "Stop-loss closed EUR/USD Buy 0.2 lots": a position the system closed. */
  contractClosed: (reason: SystemCloseReason, order: OrderFacts) => string;
  /** "Pending order filled: EUR/USD Buy 0.1 lots". */
  orderFilled: (order: OrderFacts) => string;
  /** "Option won: EUR/USD Up, 100.00 USD" (or lost). */
  optionSettled: (result: OptionResult, option: OptionFacts) => string;
  /** "Profit -12.34 USD at 1.09790": a close's or a settlement's money and deciding price, figures as the server sent them. */
  result: (profit: string, price: string) => string;
  /** "At 1.09780": a fill's price. */
  fillPrice: (price: string) => string;
  /** An entry this build cannot word more exactly. */
  notice: string;
}

/** A contract order's facts as the entry carries them (figures unformatted: the words format them). */
export interface OrderFacts {
  instrument: string;
  side: 'buy' | 'sell';
  lots: string;
}

export type OptionResult = 'win' | 'loss';

export interface OptionFacts {
  instrument: string;
  direction: 'up' | 'down';
  amount: string;
}

type Detail = InboxEntry['detail'];

const SYSTEM_CLOSE_REASONS = ['stop_loss', 'take_profit', 'stop_out'] as const satisfies readonly SystemCloseReason[];

const TEXT: Record<NotificationKind, (detail: Detail, words: EntryWords) => EntryText> = {
  [NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN]: (detail, words) => ({
    title: words.newDeviceSignIn(textOf(detail.user_agent)),
    detail: words.address(textOf(detail.address)),
  }),
  [NOTIFICATION_KIND.SECURITY_CHANGE]: (detail, words) => {
    const event = textOf(detail.event);
    return { title: event === null ? words.notice : words.securityChange(event, textOf(detail.factor)), detail: null };
  },
  [NOTIFICATION_KIND.CONTRACT_CLOSED]: (detail, words) => {
    const reason = oneOf(detail.reason, SYSTEM_CLOSE_REASONS);
    const order = orderFactsOf(detail);
    const [profit, price] = [textOf(detail.profit), textOf(detail.price)];
    if (reason === null || order === null || profit === null || price === null) return notice(words);
    return { title: words.contractClosed(reason, order), detail: words.result(profit, price) };
  },
  [NOTIFICATION_KIND.ORDER_FILLED]: (detail, words) => {
    const order = orderFactsOf(detail);
    const price = textOf(detail.price);
    if (order === null || price === null) return notice(words);
    return { title: words.orderFilled(order), detail: words.fillPrice(price) };
  },
  [NOTIFICATION_KIND.OPTION_SETTLED]: (detail, words) => {
    const result = oneOf(detail.result, ['win', 'loss'] as const);
    const direction = oneOf(detail.direction, ['up', 'down'] as const);
    const [instrument, amount, profit, price] = [
      textOf(detail.instrument),
      textOf(detail.amount),
      textOf(detail.profit),
      textOf(detail.price),
    ];
    if (result === null || direction === null || instrument === null || amount === null || profit === null || price === null) {
      return notice(words);
    }
    return { title: words.optionSettled(result, { instrument, direction, amount }), detail: words.result(profit, price) };
  },
};

/** An entry whose facts are missing or garbled (a confused server) reads as a general notice rather than half a sentence. */
function notice(words: EntryWords): EntryText {
  return { title: words.notice, detail: null };
}

function oneOf<T extends string>(value: Detail[string] | undefined, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function orderFactsOf(detail: Detail): OrderFacts | null {
  const side = oneOf(detail.side, ['buy', 'sell'] as const);
  const [instrument, lots] = [textOf(detail.instrument), textOf(detail.lots)];
  return side === null || instrument === null || lots === null ? null : { instrument, side, lots };
}

function isKnownKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(TEXT, kind);
}

/** A fact as text; anything else (missing, a number from a confused server) as none. */
function textOf(value: Detail[string] | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function entryText(entry: Pick<InboxEntry, 'kind' | 'detail'>, words: EntryWords): EntryText {
  // Typed as a known kind, but a newer server may send one this build has never heard of.
  const kind: string = entry.kind;
  return isKnownKind(kind) ? TEXT[kind](entry.detail, words) : notice(words);
}
