// Back-office settings of the content area: the search mode, the company's email addresses, the announcement per
// language and the start check's rules. Operators set them through the console's one settings call
// (/admin/api/settings/save, common/api/admin-console.ts), which records each change with its before and after.

/** The keys operators may read and set here, and whether the PWA may read them without a session. */
export const CONTENT_SETTINGS = {
  /** 1: this is the main site, its search finds companies; 0: it finds instruments. */
  is_main: { isPublic: true },
  complaint_email: { isPublic: true },
  support_email: { isPublic: true },
  /** The start check's region rule: 1 on, 0 off (the default). */
  start_check_enabled: { isPublic: false },
  /** ISO 3166 two-letter codes, comma-separated (e.g. "KP,CU"). */
  start_check_blocked_countries: { isPublic: false },
  /** The request header a proxy sets to the visitor's country (Cloudflare's cf-ipcountry, or x-country). */
  start_check_country_header: { isPublic: false },
  /** Where a blocked visitor is sent (http or https). */
  start_check_loss_url: { isPublic: false },
} as const;

export type ContentSettingKey = keyof typeof CONTENT_SETTINGS;

/** The announcement is one setting per language: `announcement.<lang>`. */
export const ANNOUNCEMENT_KEY_PREFIX = 'announcement.';

/** The status the start check answers for a visitor from a blocked country (0 is open, 1 the operator's closure). */
export const START_CHECK_STATUS = { open: 0, closed: 1, region: 2 } as const;

export interface AdminSetting {
  key: string;
  value: string;
}
