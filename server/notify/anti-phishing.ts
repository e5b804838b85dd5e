import type { Queryable } from '../db/database';
import type { ServerI18n } from '../i18n/catalogs';
import { messages } from '../i18n/messages';
import type { Notifier } from './notifier';

// Every email Meridian sends to a user opens with the anti-phishing code they chose (issue 33): a mail without it,
// or with another, is not Meridian's. Done here, around the notifier the app sends everything through, so no email
// can leave without it: the user is the one whose address the email goes to (addresses are unique whatever their
// case), and the line is in the email's own language. An address that is no user's (a code to register with, most
// operators' notices) and a user without a code get the email as it was written; an operator whose address is also a
// customer's reads their own code, which is theirs to see. Text messages carry no code.

export function withAntiPhishingCode(db: Queryable, i18n: ServerI18n, notifier: Notifier): Notifier {
  return {
    async send(message) {
      if (message.channel !== 'email') return notifier.send(message);
      const [user] = await db.query<{ anti_phishing_code: string | null }>(
        'SELECT anti_phishing_code FROM users WHERE lower(email) = lower($1) AND NOT is_demo',
        [message.to],
      );
      const code = user?.anti_phishing_code;
      if (!code) return notifier.send(message);
      const label = i18n.translator(message.lang)(messages.antiPhishingLabel);
      return notifier.send({ ...message, text: `${label} ${code}\n\n${message.text}` });
    },
  };
}
