import { ANNOUNCEMENT_KEY_PREFIX, CONTENT_SETTINGS, type AdminSetting } from '../../common/api/admin-settings';
import { DEFAULT_LOCALE, LOCALE_CODES, SOURCE_LOCALE, type LocaleCode } from '../../common/locales';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { recordDecision } from '../wallet/decisions';

// The content area's settings in the settings table: read by key, set by operators with a record of who changed
// what from what. The announcement is kept per language (`announcement.<lang>`).

const ADMIN_KEYS = [...Object.keys(CONTENT_SETTINGS), ...LOCALE_CODES.map((code) => `${ANNOUNCEMENT_KEY_PREFIX}${code}`)];

export async function contentSettings(db: Queryable): Promise<AdminSetting[]> {
  const rows = await db.query<AdminSetting>('SELECT key, value FROM settings WHERE key = ANY($1)', [ADMIN_KEYS]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return ADMIN_KEYS.map((key) => ({ key, value: stored.get(key) ?? '' }));
}

export async function saveContentSetting(db: Database, clock: Clock, operatorId: number, setting: AdminSetting): Promise<AdminSetting> {
  const isPublic = setting.key in CONTENT_SETTINGS ? CONTENT_SETTINGS[setting.key as keyof typeof CONTENT_SETTINGS].isPublic : true;
  return db.transaction(async (tx) => {
    const [before] = await tx.query<AdminSetting>('SELECT key, value FROM settings WHERE key = $1 FOR UPDATE', [setting.key]);
    await tx.query(
      `INSERT INTO settings (key, value, is_public, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [setting.key, setting.value, isPublic, new Date(clock.now())],
    );
    // Settings have no numeric id: the record names the key in its action and holds the values.
    await recordDecision(tx, clock, { operatorId, subject: 'setting', subjectId: 0, action: `set ${setting.key}`, reason: '', before: before ?? null, after: setting });
    return setting;
  });
}

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
