import type { MessageDescriptor } from '@lingui/core';
import type { LocaleCode } from '../../common/locales';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import type { Notifier } from '../notify/notifier';
import { freezeLinkUrl, issueFreezeLink } from './freeze-links';

// The one way a security email goes out (a password or second-factor change, a sign-in from a new device, a freeze):
// to the user's address, in the language of the request that caused it, with a line that freezes the account at once
// through a link good for 24 hours (./freeze-links.ts). The user's anti-phishing code is printed by the notifier
// itself, as in every email Meridian sends (server/notify/anti-phishing.ts), so it is not added here a second time.

/** What sending needs: the database and clock (for the link), the notifier, and the reader's language and origin. */
export interface SecurityMail {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  /** The request's language, and its translator. */
  lang: LocaleCode;
  translate: Translate;
  /** Where the freeze link points: PUBLIC_ORIGIN, or the origin the request came to. */
  origin: string;
}

/** Mails the user `subject` and `text` with the freeze link; answers false for a user with no address (a demo). */
export async function sendSecurityEmail(
  deps: SecurityMail,
  userId: number,
  email: { subject: MessageDescriptor; text: MessageDescriptor; values?: Record<string, unknown> },
): Promise<boolean> {
  const { db, clock, translate } = deps;
  const [user] = await db.query<{ email: string | null; is_demo: boolean }>('SELECT email, is_demo FROM users WHERE id = $1', [userId]);
  if (!user?.email || user.is_demo) return false;
  const token = await issueFreezeLink(db, clock, userId);
  const freezeLine = translate(messages.freezeLinkLine, { link: freezeLinkUrl(deps.origin, token) });
  await deps.notifier.send({
    to: user.email,
    channel: 'email',
    code: '',
    subject: translate(email.subject, email.values),
    text: `${translate(email.text, email.values)}\n\n${freezeLine}`,
    lang: deps.lang,
  });
  return true;
}
