import type { MessageDescriptor } from '@lingui/core';
import type { InboxEntry } from '../api/notify';
import type { NotificationKind } from '../notify';
import { ACCOUNT_TEXT } from './account';
import { ALERT_TEXT } from './alert';
import { COPYING_TEXT } from './copying';
import { DECISION_TEXT } from './decisions';
import { MARGIN_TEXT } from './margin';
import type { EntryText, KindText, NotifyReader } from './reader';
import { SECURITY_TEXT } from './security';
import { TRADING_TEXT } from './trading';

// What an inbox entry reads as, worded from its facts in the reader's language: the PWA's inbox words it at read time
// (so an entry reads right after a language change), the server words a push and an email with the same sentences.
// Every kind this build knows has its wording (a new one fails the type check until it gets one); a kind from a newer
// server, or facts missing or garbled, read as a general account notice.

export type { EntryText, NotifyReader } from './reader';

const TEXT: Record<NotificationKind, KindText> = {
  ...SECURITY_TEXT,
  ...TRADING_TEXT,
  ...MARGIN_TEXT,
  ...ALERT_TEXT,
  ...COPYING_TEXT,
  ...DECISION_TEXT,
  ...ACCOUNT_TEXT,
};

const NOTICE: MessageDescriptor = /*i18n*/ { id: 'notify.notice', message: 'Account notice' };

function isKnownKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(TEXT, kind);
}

export function entryText(entry: Pick<InboxEntry, 'kind' | 'detail'>, reader: NotifyReader): EntryText {
  // Typed as a known kind, but a newer server may send one this build has never heard of.
  const kind: string = entry.kind;
  const text = isKnownKind(kind) ? TEXT[kind](entry.detail, reader) : null;
  return text ?? { title: reader.translate(NOTICE), detail: null };
}
