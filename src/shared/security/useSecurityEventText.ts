import { useLingui } from '@lingui/react';
import type { SecurityLogEntry } from '@common/api/security';
import { securityEventMessage } from '@common/security-event-text';

/** An entry of the security log in the reader's language (common/security-event-text.ts). */
export function useSecurityEventText(): (entry: Pick<SecurityLogEntry, 'event' | 'detail'>) => string {
  const { i18n } = useLingui();
  return (entry) => i18n._(securityEventMessage(entry));
}
