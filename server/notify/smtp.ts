import nodemailer from 'nodemailer';
import type { Notifier } from './notifier';

/** Mails codes through the SMTP server in SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpNotifier(smtpUrl: string, from: string): Notifier {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('SMS delivery is not configured; only email codes can be sent');
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
