import type { MessageDescriptor } from '@lingui/core';

// Account security's refusals (issue 33: second factor, recovery codes, step-up), spread into ./messages.ts (kept apart
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
} satisfies Record<string, MessageDescriptor>;
