import type { MessageDescriptor } from '@lingui/core';

// Signing in with a second factor, devices and sessions (issue 33), spread into ./messages.ts. None carries a code.

export const signInMessages = {
  secondFactorNeeded: /*i18n*/ {
    id: 'server.sign_in.second_factor_needed',
    message: 'This device is new to your account. Confirm it is you with your second factor.',
  },
  signInChallengeGone: /*i18n*/ {
    id: 'server.sign_in.challenge_gone',
    message: 'This sign-in has expired or was already used. Please sign in again.',
  },
  newDeviceSubject: /*i18n*/ { id: 'server.sign_in.new_device_subject', message: 'New sign-in to your Meridian account' },
  newDeviceText: /*i18n*/ {
    id: 'server.sign_in.new_device_text',
    message:
      'Your account was signed in to from a device not seen before: {device}, address {address}, at {time} (UTC). If this was you, there is nothing to do. If it was not, change your password and freeze your account.',
  },
  sessionsEnded: /*i18n*/ { id: 'server.sessions.ended', message: 'Signed out on the chosen devices' },
  operatorCodeNeeded: /*i18n*/ {
    id: 'server.admin.code_needed',
    message: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  },
  operatorSetupNeeded: /*i18n*/ {
    id: 'server.admin.setup_needed',
    message: 'Every console account needs an authenticator app. Add this account to yours, then enter its code.',
  },
  operatorSecondFactorReset: /*i18n*/ {
    id: 'server.admin.second_factor_reset',
    message: 'Second factor reset. The operator sets it up again at their next sign-in.',
  },
  operatorNoSecondFactor: /*i18n*/ { id: 'server.admin.no_second_factor', message: 'This operator has no second factor to reset.' },
} satisfies Record<string, MessageDescriptor>;
