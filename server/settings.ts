import type { Queryable } from './db/database';

/** Operator-editable settings by key; a missing one reads as `fallback`. */
export async function readSetting(db: Queryable, key: string, fallback = ''): Promise<string> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value ?? fallback;
}

export async function readPublicSettings(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE is_public');
  return new Map(rows.map((row) => [row.key, row.value]));
}
