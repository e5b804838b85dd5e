import type { I18n } from '@lingui/core';
import type { Translate } from '@common/translate';

/** The PWA's i18n as the Translate that wording shared with the server takes (common/notify-text, common/device-text). */
export function translatorOf(i18n: I18n): Translate {
  return (descriptor, values) => i18n._(values === undefined ? descriptor : { ...descriptor, values });
}
