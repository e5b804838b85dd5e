import type { SettingEntry } from '../../common/api/admin-console';
import { CONTENT_SETTINGS } from '../../common/api/admin-settings';
import { SETTING_RULES, type SettingKey } from '../../common/api/input/admin-console';
import { DEFAULT_STOP_OUT_LEVEL } from '../../common/contract';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { DEFAULT_SETTINGS } from '../settings';
import { badField } from '../errors';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';

// The settings an operator changes from the console: the keys SETTING_RULES lists, each checked by its own rule,
// each change recorded with the value before and after. A key never stored yet shows the default the server reads.

/** What the server reads when a setting was never stored, and whether the PWA reads it (getBasicInfo). */
const FALLBACK: Readonly<Partial<Record<SettingKey, { value: string; isPublic: boolean }>>> = {
  ...DEFAULT_SETTINGS,
  stop_out_level: { value: DEFAULT_STOP_OUT_LEVEL, isPublic: false },
  // The content area's: the PWA reads the search mode and the company's addresses without a session.
  ...Object.fromEntries(Object.entries(CONTENT_SETTINGS).map(([key, { isPublic }]) => [key, { value: '', isPublic }])),
};

interface SettingRow {
  key: string;
  value: string;
  is_public: boolean;
  updated_at: Date;
}

function toEntry(row: SettingRow): SettingEntry {
  return { key: row.key, value: row.value, is_public: row.is_public, updated_at: row.updated_at.getTime() };
}

export async function listSettings(db: Queryable): Promise<SettingEntry[]> {
  const keys = Object.keys(SETTING_RULES) as SettingKey[];
  const rows = await db.query<SettingRow>('SELECT key, value, is_public, updated_at FROM settings WHERE key = ANY($1)', [keys]);
  const stored = new Map(rows.map((row) => [row.key, row]));
  return keys.map((key) => {
    const row = stored.get(key);
    if (row) return toEntry(row);
    const fallback = FALLBACK[key];
    return { key, value: fallback?.value ?? '', is_public: fallback?.isPublic ?? false, updated_at: 0 };
  });
}

export async function saveSetting(
  db: Database,
  clock: Clock,
  operatorId: number,
  change: { key: SettingKey; value: string },
): Promise<SettingEntry> {
  const checked = SETTING_RULES[change.key].safeParse(change.value);
  // Named by the setting itself: "The value of Stop-out level is not valid", not of a field called value.
  if (!checked.success) throw badField(change.key, 'invalid');
  const value = checked.data;
  return db.transaction(async (tx) => {
    // Saves take turns: a key never stored has no row to lock, so two first saves of it at once would both be recorded
    // as its creation, the second with the wrong "before" (issue #32). Readers do not wait.
    await tx.query('LOCK TABLE settings IN SHARE ROW EXCLUSIVE MODE');
    const [before] = await tx.query<SettingRow>('SELECT key, value, is_public, updated_at FROM settings WHERE key = $1', [change.key]);
    const isPublic = before?.is_public ?? FALLBACK[change.key]?.isPublic ?? false;
    const [after] = await tx.query<SettingRow>(
      `INSERT INTO settings (key, value, is_public, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       RETURNING key, value, is_public, updated_at`,
      [change.key, value, isPublic, new Date(clock.now())],
    );
    assert(after, `setting ${change.key} was not written`);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'setting',
      // Settings are named, not numbered: the audit log shows the key in before and after.
      subjectId: 0,
      action: before ? 'update' : 'create',
      reason: '',
      before: before ? { key: before.key, value: before.value } : null,
      after: { key: after.key, value: after.value },
    });
    return toEntry(after);
  });
}
