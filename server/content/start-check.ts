import { START_CHECK_STATUS } from '../../common/api/admin-settings';
import type { Queryable } from '../db/database';
import { SERVICE_STATUS } from '../../common/settings';

// The start check every visit makes (spec section 4): the operator's closure first (service_status, with its notice
// page); then, when switched on, the region rule: a visitor whose country, as the proxy in front names it in a
// header (Cloudflare's CF-IPCountry, or X-Country), is on the blocked list is sent to the region's page. Off by
// default: without a proxy that sets the header, the header is whatever the visitor sends.

export interface StartCheck {
  status: number;
  type: string;
  loss_url: string;
}

const KEYS = [
  'service_status',
  'service_notice_type',
  'service_notice_url',
  'start_check_enabled',
  'start_check_blocked_countries',
  'start_check_country_header',
  'start_check_loss_url',
];

export async function startCheck(db: Queryable, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<StartCheck> {
  const rows = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE key = ANY($1)', [KEYS]);
  const setting = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
  const status = Number(setting('service_status') || SERVICE_STATUS.normal);
  if (status !== SERVICE_STATUS.normal) return { status, type: setting('service_notice_type'), loss_url: setting('service_notice_url') };
  if (setting('start_check_enabled') === '1') {
    const raw = headers[setting('start_check_country_header').toLowerCase() || 'cf-ipcountry'];
    const country = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
    const blocked = setting('start_check_blocked_countries')
      .split(',')
      .filter((code) => code !== '');
    if (country !== '' && blocked.includes(country)) {
      return { status: START_CHECK_STATUS.region, type: 'region', loss_url: setting('start_check_loss_url') };
    }
  }
  return { status: START_CHECK_STATUS.open, type: '', loss_url: '' };
}
