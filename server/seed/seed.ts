import { CURRENCY, HOUSE_ACCOUNTS } from '../ledger/accounts';
import type { Database } from '../db/database';
import { CATEGORIES, INSTRUMENTS } from '../market/instrument-data';
import { AREA_CODES } from './area-codes';
import { seedWallet } from './wallet';
import { seedFunds } from './funds';
import { seedLoans } from './loans';
import { seedContent } from './content';
import { DEFAULT_SETTINGS } from '../settings';

/** The micro expiries on offer at first start: longer ones pay a little more and take larger amounts. */
export const MICRO_OPTIONS = [
  { id: 1, seconds: 30, profitRatio: '0.80', limitAmount: '10' },
  { id: 2, seconds: 60, profitRatio: '0.82', limitAmount: '10' },
  { id: 3, seconds: 120, profitRatio: '0.85', limitAmount: '50' },
  { id: 4, seconds: 300, profitRatio: '0.88', limitAmount: '100' },
] as const;

// Defaults a fresh installation starts with. Seeding never overwrites what an operator changed since, so it is
// safe to run at every start.

export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, { value, isPublic }] of Object.entries(DEFAULT_SETTINGS)) {
      await tx.query('INSERT INTO settings (key, value, is_public) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [
        key,
        value,
        isPublic,
      ]);
    }
    for (const [index, area] of AREA_CODES.entries()) {
      await tx.query('INSERT INTO area_codes (id, code, global_code, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
        area.id,
        area.code,
        area.global_code,
        index,
      ]);
    }
    for (const [index, category] of CATEGORIES.entries()) {
      await tx.query('INSERT INTO market_categories (id, name_key, sort) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
        category.id,
        category.key,
        index,
      ]);
    }
    for (const [index, item] of INSTRUMENTS.entries()) {
      await tx.query(
        `INSERT INTO instruments (id, code, show_code, category_id, session, price_precision, pip, min_lots, units_per_lot,
           fee_rate, margin_mode, multiples, base_price, volatility, sort, asset_class)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ON CONFLICT (id) DO NOTHING`,
        [
          item.id,
          item.code,
          item.showCode,
          item.categoryId,
          item.session,
          item.precision,
          item.pip,
          item.minLots,
          item.unitsPerLot,
          item.feeRate,
          item.marginMode,
          item.multiples,
          item.base,
          item.volatility,
          index,
          item.assetClass,
        ],
      );
    }
    for (const [index, option] of MICRO_OPTIONS.entries()) {
      await tx.query(
        `INSERT INTO micro_options (id, seconds, profit_ratio, limit_amount, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [option.id, option.seconds, option.profitRatio, option.limitAmount, index],
      );
    }
    for (const kind of HOUSE_ACCOUNTS) {
      await tx.query(
        `INSERT INTO ledger_accounts (user_id, kind, currency) VALUES (NULL, $1, $2)
         ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING`,
        [kind, CURRENCY],
      );
    }
    await seedWallet(tx);
    await seedFunds(tx);
    await seedLoans(tx);
    await seedContent(tx);
  });
}
