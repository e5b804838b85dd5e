import type { MessageDescriptor } from '@lingui/core';

// Account security's refusals (issue 33: second factor, recovery codes, step-up, passkeys), spread into ./messages.ts (kept apart
// so the area's strings read together). None of them ever carries a code or a secret as a value.

export const securityMessages = {
  stepUpRequired: /*i18n*/ {
    id: 'server.security.step_up_required',
    message: 'Please confirm it is you to continue.',
  },
  stepUpExpired: /*i18n*/ {
    id: 'server.security.step_up_expired',
    message: 'Your confirmation has expired. Please confirm it is you again.',
  },
  totpCodeWrong: /*i18n*/ {
    id: 'server.security.totp_code_wrong',
    message: 'The code is not right. Enter the current 6-digit code from your authenticator app.',
  },
  totpCodeUsed: /*i18n*/ {
    id: 'server.security.totp_code_used',
    message: 'This code was already used. Wait for the next code in your authenticator app.',
  },
  totpAlreadyEnabled: /*i18n*/ {
    id: 'server.security.totp_already_enabled',
    message: 'The authenticator app is already set up. Turn it off first to set it up again.',
  },
  totpNotPending: /*i18n*/ {
    id: 'server.security.totp_not_pending',
    message: 'Start setting up the authenticator app first.',
  },
  totpNotEnabled: /*i18n*/ {
    id: 'server.security.totp_not_enabled',
    message: 'The authenticator app is not set up.',
  },
  recoveryCodeWrong: /*i18n*/ {
    id: 'server.security.recovery_code_wrong',
    message: 'This recovery code is not right or was already used.',
  },
  passkeyChallengeUnknown: /*i18n*/ {
    id: 'server.security.passkey_challenge_unknown',
    message: 'This passkey request is not valid. Please start again.',
  },
  passkeyChallengeUsed: /*i18n*/ {
    id: 'server.security.passkey_challenge_used',
    message: 'This passkey request was already used. Please start again.',
  },
  passkeyChallengeExpired: /*i18n*/ {
    id: 'server.security.passkey_challenge_expired',
    message: 'This passkey request has expired. Please start again.',
  },
  passkeyChallengeOtherPurpose: /*i18n*/ {
    id: 'server.security.passkey_challenge_other_purpose',
    message: 'This passkey request was made for something else. Please start again.',
  },
  passkeyUnknown: /*i18n*/ {
    id: 'server.security.passkey_unknown',
    message: 'This passkey is not registered to your account.',
  },
  passkeyNotVerified: /*i18n*/ {
    id: 'server.security.passkey_not_verified',
    message: 'Your passkey could not be verified. Please try again.',
  },
  passkeyReplayed: /*i18n*/ {
    id: 'server.security.passkey_replayed',
    message: 'This passkey response was already used. Please try again with your passkey.',
  },
  passkeyNone: /*i18n*/ {
    id: 'server.security.passkey_none',
    message: 'You have no passkey set up.',
  },
  passkeyTooMany: /*i18n*/ {
    id: 'server.security.passkey_too_many',
    message: 'You already have {max} passkeys. Remove one to add another.',
  },
  passkeyAlreadyAdded: /*i18n*/ {
    id: 'server.security.passkey_already_added',
    message: 'This passkey is already added to an account.',
  },
  passkeyUnavailable: /*i18n*/ {
    id: 'server.security.passkey_unavailable',
    message: 'Passkeys cannot be used at this address.',
  },
  passkeyAddedSubject: /*i18n*/ { id: 'server.mail.passkey_added_subject', message: 'A passkey was added to your account' },
  passkeyAddedText: /*i18n*/ {
    id: 'server.mail.passkey_added_text',
    message: 'A passkey was added to your Meridian account. For your safety, withdrawals are locked for 24 hours.',
  },
  passkeyRemovedSubject: /*i18n*/ { id: 'server.mail.passkey_removed_subject', message: 'A passkey was removed from your account' },
  passkeyRemovedText: /*i18n*/ {
    id: 'server.mail.passkey_removed_text',
    message: 'A passkey was removed from your Meridian account. For your safety, withdrawals are locked for 24 hours.',
  },
} satisfies Record<string, MessageDescriptor>;
