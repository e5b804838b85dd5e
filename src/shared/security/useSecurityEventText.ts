import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SecurityLogEntry } from '@common/api/security';
import { SECOND_FACTOR, SECURITY_EVENT, type SecurityEvent } from '@common/security';

// What each event of the security log (common/security.ts) reads as, in a plain sentence: the PWA's log and the
// console's customer view show the same one. Every event this build knows has its sentence (a new one fails the type
// check until it gets one); an event from a newer server reads as a setting that changed rather than as its wire name.

const EVENT_TEXT: Record<SecurityEvent, MessageDescriptor> = {
  [SECURITY_EVENT.TOTP_SETUP_STARTED]: msg`Authenticator app set-up started`,
  [SECURITY_EVENT.SECOND_FACTOR_ENABLED]: msg`Authenticator app turned on`,
  [SECURITY_EVENT.SECOND_FACTOR_DISABLED]: msg`Authenticator app turned off`,
  [SECURITY_EVENT.SECOND_FACTOR_FAILED]: msg`Wrong or reused code entered`,
  [SECURITY_EVENT.RECOVERY_CODE_USED]: msg`Recovery code used`,
  [SECURITY_EVENT.RECOVERY_CODES_REGENERATED]: msg`New recovery codes made`,
  [SECURITY_EVENT.STEP_UP_GRANTED]: msg`Identity confirmed for a sensitive action`,
  [SECURITY_EVENT.STEP_UP_REFUSED]: msg`Sensitive action stopped: identity not confirmed`,
  [SECURITY_EVENT.SIGNED_IN]: msg`Signed in`,
  [SECURITY_EVENT.SIGN_IN_CHALLENGED]: msg`Sign-in from a new device asked for a second factor`,
  [SECURITY_EVENT.SESSIONS_ENDED]: msg`Signed out on other devices`,
  [SECURITY_EVENT.PASSKEY_ADDED]: msg`Passkey added`,
  [SECURITY_EVENT.PASSKEY_NOT_ADDED]: msg`Passkey could not be added`,
  [SECURITY_EVENT.PASSKEY_REMOVED]: msg`Passkey removed`,
  [SECURITY_EVENT.PASSWORD_CHANGED]: msg`Password changed`,
  [SECURITY_EVENT.ALLOW_LIST_ON]: msg`Withdrawal allow-list turned on`,
  [SECURITY_EVENT.ALLOW_LIST_OFF]: msg`Withdrawal allow-list turned off`,
  [SECURITY_EVENT.PAYOUT_METHOD_ALLOW_LISTED]: msg`Withdrawal allow-list changed`,
  [SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED]: msg`Anti-phishing code changed`,
  [SECURITY_EVENT.ACCOUNT_FROZEN]: msg`Account frozen`,
  [SECURITY_EVENT.ACCOUNT_UNFROZEN]: msg`Account unfrozen`,
};

/** A second factor other than the app turned on or off (a kind this build does not name yet). */
const OTHER_FACTOR: Partial<Record<SecurityEvent, MessageDescriptor>> = {
  [SECURITY_EVENT.SECOND_FACTOR_ENABLED]: msg`Second factor turned on`,
  [SECURITY_EVENT.SECOND_FACTOR_DISABLED]: msg`Second factor turned off`,
};

const OTHER_EVENT = msg`Security setting changed`;

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

export function useSecurityEventText(): (entry: Pick<SecurityLogEntry, 'event' | 'detail'>) => string {
  const { i18n } = useLingui();
  return (entry) => i18n._(securityEventMessage(entry));
}
