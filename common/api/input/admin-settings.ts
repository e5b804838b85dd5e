import * as z from 'zod/mini';
import { LOCALE_CODES, type LocaleCode } from '../../locales';
import { ANNOUNCEMENT_KEY_PREFIX, CONTENT_SETTINGS, type ContentSettingKey } from '../admin-settings';
import { boundedText, multilineText } from './fields';

// The content area's settings (search mode, company emails, start check, the announcement per language) and the
// rule each value must meet. They are set through the console's one settings call (SETTING_RULES in
// ./admin-console.ts), which takes these rules beside its own.

const KEYS = [...Object.keys(CONTENT_SETTINGS), ...LOCALE_CODES.map((code) => `${ANNOUNCEMENT_KEY_PREFIX}${code}`)];
const EMAIL = z.email();
const MARKUP = /<[a-z!/?]/i;
// The shared text rules (control characters refused): the announcement keeps its lines, the other values are one line.
const ANNOUNCEMENT_TEXT = multilineText(2000);
const LINE_TEXT = boundedText(2000);
const textRule = (key: string) => (key.startsWith(ANNOUNCEMENT_KEY_PREFIX) ? ANNOUNCEMENT_TEXT : LINE_TEXT);

/** Whether `value` is one the setting `key` may hold. */
export function validSettingValue(key: string, value: string): boolean {
  if (!z.safeParse(textRule(key), value).success) return false;
  switch (key) {
    case 'is_main':
    case 'start_check_enabled':
      return value === '0' || value === '1';
    case 'complaint_email':
    case 'support_email':
      return value === '' || (value.length <= 254 && z.safeParse(EMAIL, value).success);
    case 'start_check_blocked_countries':
      return /^([A-Z]{2}(,[A-Z]{2})*)?$/.test(value) && value.length <= 800;
    case 'start_check_country_header':
      return /^[a-z][a-z0-9-]{0,62}$/.test(value);
    case 'start_check_loss_url':
      return value === '' || (/^https?:\/\/[^\s<>"']+$/i.test(value) && value.length <= 500);
    default:
      // The announcement: plain text, no markup, at most 2000 characters.
      return key.startsWith(ANNOUNCEMENT_KEY_PREFIX) && value.length <= 2000 && !MARKUP.test(value);
  }
}

/** A zod rule per content setting, for the console's SETTING_RULES: text (on several lines for the announcement, on one
 * for the others) that the key's own rule accepts. */
export const CONTENT_SETTING_RULES = Object.fromEntries(
  KEYS.map((key) => [
    key,
    z.pipe(textRule(key), z.string().check(z.refine((value) => validSettingValue(key, value), 'not a valid value for this setting'))),
  ]),
) as Record<ContentSettingKey | `${typeof ANNOUNCEMENT_KEY_PREFIX}${LocaleCode}`, z.ZodMiniPipe<z.ZodMiniString, z.ZodMiniString>>;
