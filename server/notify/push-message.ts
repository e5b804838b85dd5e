import type { InboxEntry, PushMessage } from '../../common/api/notify';
import { localeInfo } from '../../common/locales';
import { entryText } from '../../common/notify-text';
import type { ServerI18n } from '../i18n/catalogs';

// What a push of an inbox entry says, in the device's language: the inbox's own sentences (common/notify-text), so
// the lock screen and the inbox agree, in the Declarative Web Push form (common/api/notify.ts PushMessage).

export interface PushReader {
  i18n: ServerI18n;
  /** The device's language code (as it subscribed). */
  lang: string;
  /** Where the app was when it subscribed; a tap opens the entry's screen there. */
  origin: string;
  /** The user's unread entries, for the badge. */
  unread: number;
}

/** The entry's title and body in the reader's language (also an email's subject and first lines). */
export function wordedEntry(entry: Pick<InboxEntry, 'kind' | 'detail'>, i18n: ServerI18n, lang: string) {
  const info = localeInfo(lang);
  return { ...entryText(entry, { translate: i18n.translator(info.code), tag: info.tag }), info };
}

export function pushMessageOf(entry: InboxEntry, reader: PushReader): PushMessage {
  const { title, detail, info } = wordedEntry(entry, reader.i18n, reader.lang);
  return {
    web_push: 8030,
    notification: {
      title,
      body: detail ?? '',
      navigate: new URL(entry.link ?? '/mine/inbox', reader.origin).href,
      lang: info.tag,
      dir: info.dir,
      tag: `notification-${entry.id}`,
      data: { notification_id: entry.id },
    },
    app_badge: reader.unread,
  };
}
