import { NOTIFICATION_KIND, type NotificationKind } from '@common/notify';
import type { InboxEntry } from '@common/api/notify';

// What an inbox entry reads as: a headline and, for some kinds, a second line. Worded at read time from the entry's
// facts (`detail`), in the reader's language, so an entry reads right after a language change. Pure: the words come
// from the caller (useEntryText), so it is tested without React. Every kind this build knows has its wording (a new
// one fails the type check until it gets one); a kind from a newer server reads as a general account notice.

export interface EntryText {
  title: string;
  /** A second line (the address a sign-in came from), or null. */
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
  /** An entry this build cannot word more exactly. */
  notice: string;
}

type Detail = InboxEntry['detail'];

const TEXT: Record<NotificationKind, (detail: Detail, words: EntryWords) => EntryText> = {
  [NOTIFICATION_KIND.NEW_DEVICE_SIGN_IN]: (detail, words) => ({
    title: words.newDeviceSignIn(textOf(detail.user_agent)),
    detail: words.address(textOf(detail.address)),
  }),
  [NOTIFICATION_KIND.SECURITY_CHANGE]: (detail, words) => {
    const event = textOf(detail.event);
    return { title: event === null ? words.notice : words.securityChange(event, textOf(detail.factor)), detail: null };
  },
};

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
  return isKnownKind(kind) ? TEXT[kind](entry.detail, words) : { title: words.notice, detail: null };
}
