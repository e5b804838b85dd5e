import { ANNOUNCEMENT_KEY_PREFIX, type AdminSetting } from '../../common/api/admin-settings';
import { DEFAULT_LOCALE, SOURCE_LOCALE, type LocaleCode } from '../../common/locales';
import type { Queryable } from '../db/database';

// The content area's settings in the settings table, read by key (operators set them through the console's one
// settings call, server/admin/settings-admin.ts). The announcement is kept per language (`announcement.<lang>`).

/** The operator's announcement in `lang`, else hk, else en; '' when none is set (the app shows its own). */
export async function announcementText(db: Queryable, lang: LocaleCode): Promise<string> {
  const keys = [lang, DEFAULT_LOCALE, SOURCE_LOCALE].map((code) => `${ANNOUNCEMENT_KEY_PREFIX}${code}`);
  const rows = await db.query<AdminSetting>("SELECT key, value FROM settings WHERE key = ANY($1) AND value <> ''", [keys]);
  for (const key of keys) {
    const found = rows.find((row) => row.key === key);
    if (found) return found.value;
  }
  return '';
}
