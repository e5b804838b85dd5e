import { CURRENCY, HOUSE_ACCOUNTS } from '../ledger/accounts';
import type { Database } from './database';
import { AREA_CODES } from './seed-data/area-codes';

// Defaults a fresh installation starts with. Seeding never overwrites what an operator changed since, so it is
// safe to run at every start.

export const DEFAULT_SETTINGS: Readonly<Record<string, { value: string; isPublic: boolean }>> = {
  // The customer-service chat the PWA embeds; empty until an operator sets one.
  service_link: { value: '', isPublic: true },
  service_link_type: { value: '1', isPublic: true },
  // 1: a code sent by email or SMS; 2: a picture captcha.
  verify_reg_type: { value: '1', isPublic: true },
  // 1: fee = lots x fee rate; otherwise fee = margin x fee rate (spec section 9).
  trade_fee_type: { value: '2', isPublic: true },
  // 0: a lost option costs the whole amount; otherwise amount x profit ratio.
  micro_loss_level: { value: '0', isPublic: true },
  is_show_mobile: { value: '1', isPublic: true },
  // The start check: 0 while the service is open; otherwise the PWA sends visitors to service_notice_url.
  service_status: { value: '0', isPublic: true },
  service_notice_type: { value: 'maintenance', isPublic: true },
  service_notice_url: { value: '', isPublic: true },
};

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
      await tx.query(
        'INSERT INTO area_codes (id, code, global_code, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
        [area.id, area.code, area.global_code, index],
      );
    }
    for (const kind of HOUSE_ACCOUNTS) {
      await tx.query(
        `INSERT INTO ledger_accounts (user_id, kind, currency) VALUES (NULL, $1, $2)
         ON CONFLICT (kind, currency) WHERE user_id IS NULL DO NOTHING`,
        [kind, CURRENCY],
      );
    }
  });
}
