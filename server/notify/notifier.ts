import type { LocaleCode } from '../../common/locales';

// Where verification codes go. With SMTP settings they are mailed; without them (the default) they are written
// to DATA_DIR/outbox.log, one JSON line each, so a person running Meridian locally can still register.

export interface OutgoingCode {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  code: string;
  /** The language the message is written in (the request's), for the line every email adds
   * (./anti-phishing.ts); the product's default when not given. */
  lang?: LocaleCode;
}

export interface Notifier {
  send(message: OutgoingCode): Promise<void>;
}
