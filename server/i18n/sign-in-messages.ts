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
  deviceNamed: /*i18n*/ { id: 'server.sign_in.device_named', message: '{browser} on {system}' },
  deviceUnknown: /*i18n*/ { id: 'server.sign_in.device_unknown', message: 'an unknown device' },
  sessionsEnded: /*i18n*/ { id: 'server.sessions.ended', message: 'Signed out on the chosen devices' },
} satisfies Record<string, MessageDescriptor>;
