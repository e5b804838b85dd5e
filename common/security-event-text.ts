import type { MessageDescriptor } from '@lingui/core';
import type { SecurityLogEntry } from './api/security';
import { SECOND_FACTOR, SECURITY_EVENT, type SecurityEvent } from './security';

// What each event of the security log (./security.ts) reads as, in a plain sentence: the PWA's log, the console's
// customer view, the inbox and a push say the same one. Every event this build knows has its sentence (a new one fails
// the type check until it gets one); an event from a newer server reads as a setting that changed rather than as its
// wire name.

const EVENT_TEXT: Record<SecurityEvent, MessageDescriptor> = {
  [SECURITY_EVENT.TOTP_SETUP_STARTED]: /*i18n*/ { id: 'security.event.totp_setup_started', message: 'Authenticator app set-up started' },
  [SECURITY_EVENT.SECOND_FACTOR_ENABLED]: /*i18n*/ { id: 'security.event.second_factor_enabled', message: 'Authenticator app turned on' },
  [SECURITY_EVENT.SECOND_FACTOR_DISABLED]: /*i18n*/ {
    id: 'security.event.second_factor_disabled',
    message: 'Authenticator app turned off',
  },
  [SECURITY_EVENT.SECOND_FACTOR_FAILED]: /*i18n*/ { id: 'security.event.second_factor_failed', message: 'Wrong or reused code entered' },
  [SECURITY_EVENT.RECOVERY_CODE_USED]: /*i18n*/ { id: 'security.event.recovery_code_used', message: 'Recovery code used' },
  [SECURITY_EVENT.RECOVERY_CODES_REGENERATED]: /*i18n*/ {
    id: 'security.event.recovery_codes_regenerated',
    message: 'New recovery codes made',
  },
  [SECURITY_EVENT.STEP_UP_GRANTED]: /*i18n*/ { id: 'security.event.step_up_granted', message: 'Identity confirmed for a sensitive action' },
  [SECURITY_EVENT.STEP_UP_REFUSED]: /*i18n*/ {
    id: 'security.event.step_up_refused',
    message: 'Sensitive action stopped: identity not confirmed',
  },
  [SECURITY_EVENT.SIGNED_IN]: /*i18n*/ { id: 'security.event.signed_in', message: 'Signed in' },
  [SECURITY_EVENT.SIGN_IN_CHALLENGED]: /*i18n*/ {
    id: 'security.event.sign_in_challenged',
    message: 'Sign-in from a new device asked for a second factor',
  },
  [SECURITY_EVENT.SESSIONS_ENDED]: /*i18n*/ { id: 'security.event.sessions_ended', message: 'Signed out on other devices' },
  [SECURITY_EVENT.PASSKEY_ADDED]: /*i18n*/ { id: 'security.event.passkey_added', message: 'Passkey added' },
  [SECURITY_EVENT.PASSKEY_NOT_ADDED]: /*i18n*/ { id: 'security.event.passkey_not_added', message: 'Passkey could not be added' },
  [SECURITY_EVENT.PASSKEY_REMOVED]: /*i18n*/ { id: 'security.event.passkey_removed', message: 'Passkey removed' },
  [SECURITY_EVENT.PASSWORD_CHANGED]: /*i18n*/ { id: 'security.event.password_changed', message: 'Password changed' },
  [SECURITY_EVENT.ALLOW_LIST_ON]: /*i18n*/ { id: 'security.event.allow_list_on', message: 'Withdrawal allow-list turned on' },
  [SECURITY_EVENT.ALLOW_LIST_OFF]: /*i18n*/ { id: 'security.event.allow_list_off', message: 'Withdrawal allow-list turned off' },
  [SECURITY_EVENT.PAYOUT_METHOD_ALLOW_LISTED]: /*i18n*/ {
    id: 'security.event.payout_method_allow_listed',
    message: 'Withdrawal allow-list changed',
  },
  [SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED]: /*i18n*/ {
    id: 'security.event.anti_phishing_code_changed',
    message: 'Anti-phishing code changed',
  },
  [SECURITY_EVENT.ACCOUNT_FROZEN]: /*i18n*/ { id: 'security.event.account_frozen', message: 'Account frozen' },
  [SECURITY_EVENT.ACCOUNT_UNFROZEN]: /*i18n*/ { id: 'security.event.account_unfrozen', message: 'Account unfrozen' },
};

/** A second factor other than the app turned on or off (a kind this build does not name yet). */
const OTHER_FACTOR: Partial<Record<SecurityEvent, MessageDescriptor>> = {
  [SECURITY_EVENT.SECOND_FACTOR_ENABLED]: /*i18n*/ {
    id: 'security.event.other_factor.second_factor_enabled',
    message: 'Second factor turned on',
  },
  [SECURITY_EVENT.SECOND_FACTOR_DISABLED]: /*i18n*/ {
    id: 'security.event.other_factor.second_factor_disabled',
    message: 'Second factor turned off',
  },
};

const OTHER_EVENT: MessageDescriptor = /*i18n*/ { id: 'security.event.other', message: 'Security setting changed' };

function isKnownEvent(event: string): event is SecurityEvent {
  return Object.hasOwn(EVENT_TEXT, event);
}

/** The message of an entry as the log answers it (its event any string: the server may know more than this build). */
export function securityEventMessage(entry: Pick<SecurityLogEntry, 'event' | 'detail'>): MessageDescriptor {
  const event: string = entry.event;
  if (!isKnownEvent(event)) return OTHER_EVENT;
  const factor = entry.detail.factor;
  const otherFactor = factor !== undefined && factor !== SECOND_FACTOR.TOTP ? OTHER_FACTOR[event] : undefined;
  return otherFactor ?? EVENT_TEXT[event];
}
