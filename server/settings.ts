import { MICRO_LOSS_LEVEL } from '../common/micro';
import { TRADE_FEE_TYPE, VERIFY_REG_TYPE } from '../common/settings';
import type { Queryable } from './db/database';

/** The settings a fresh installation starts with (the seed writes them once; an operator's change stays). */
export const DEFAULT_SETTINGS: Readonly<Record<string, { value: string; isPublic: boolean }>> = {
  // The customer-service chat the PWA embeds; empty until an operator sets one.
  service_link: { value: '', isPublic: true },
  service_link_type: { value: '1', isPublic: true },
  // 1: a code sent by email or SMS; 2: a picture captcha.
  verify_reg_type: { value: String(VERIFY_REG_TYPE.emailCode), isPublic: true },
  // 1: fee = lots x fee rate; otherwise fee = margin x fee rate (spec section 9).
  trade_fee_type: { value: String(TRADE_FEE_TYPE.ofMargin), isPublic: true },
  // 0: a lost option costs the whole amount; otherwise amount x profit ratio.
  micro_loss_level: { value: String(MICRO_LOSS_LEVEL.wholeAmount), isPublic: true },
  // The preset amounts the micro form offers (USD, comma-separated).
  micro_amounts: { value: '10,50,100,500,1000', isPublic: true },
  is_show_mobile: { value: '1', isPublic: true },
  // The start check: 0 while the service is open; otherwise the PWA sends visitors to service_notice_url.
  service_status: { value: '0', isPublic: true },
  service_notice_type: { value: 'maintenance', isPublic: true },
  service_notice_url: { value: '', isPublic: true },
  // USD: a withdrawal or a loan payout above it needs a second operator's approval (review-queues/four-eyes.ts).
  four_eyes_above: { value: '1000.00', isPublic: false },
  // 1: real-money accounts may follow simulated traders (issue 36); off by default, demo accounts always may.
  simulated_follow_real: { value: '0', isPublic: false },
};

/** Operator-editable settings by key; a missing one reads as `fallback`. */
export async function readSetting(db: Queryable, key: string, fallback = ''): Promise<string> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value ?? fallback;
}

export async function readPublicSettings(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE is_public');
  return new Map(rows.map((row) => [row.key, row.value]));
}
