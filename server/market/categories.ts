import type { Queryable } from '../db/database';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from '../i18n/messages';

// The home screen's instrument categories, in the operator's order, each with the message that names it.

const CATEGORY_NAMES = {
  forex: messages.categoryForex,
  metals: messages.categoryMetals,
  energy: messages.categoryEnergy,
  crypto: messages.categoryCrypto,
} as const;

export interface Category {
  id: number;
  name: MessageDescriptor;
}

export async function listCategories(db: Queryable): Promise<Category[]> {
  const rows = await db.query<{ id: number; name_key: keyof typeof CATEGORY_NAMES }>(
    'SELECT id, name_key FROM market_categories ORDER BY sort, id',
  );
  return rows.map((row) => ({ id: row.id, name: CATEGORY_NAMES[row.name_key] }));
}
