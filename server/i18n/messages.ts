import type { MessageDescriptor } from '@lingui/core';

// The server's own messages, sent as `msg` in the envelope and translated by the request's `lang` header. The
// /*i18n*/ marks let `lingui extract` put them in the same catalogs as the PWA's messages.

export const messages = {
  fieldRequired: /*i18n*/ { id: 'server.field.required', message: '{field} is required' },
  fieldTooLong: /*i18n*/ { id: 'server.field.too_long', message: '{field} is too long' },
  fieldInvalid: /*i18n*/ { id: 'server.field.invalid', message: '{field} is not valid' },
  bodyInvalid: /*i18n*/ { id: 'server.body.invalid', message: 'The request could not be read' },
  bodyTooLarge: /*i18n*/ { id: 'server.body.too_large', message: 'The request is too large' },
  notFound: /*i18n*/ { id: 'server.not_found', message: 'Not found' },
  notLoggedIn: /*i18n*/ { id: 'server.not_logged_in', message: 'Please log in again' },
  rateLimited: /*i18n*/ { id: 'server.rate_limited', message: 'Too many requests. Try again in {seconds} seconds.' },
  internal: /*i18n*/ { id: 'server.internal', message: 'Something went wrong. Please try again.' },
  success: /*i18n*/ { id: 'server.success', message: 'Success' },
  onlyRealAccount: /*i18n*/ {
    id: 'server.only_real_account',
    message: 'This is a demo account. Register or log in to a real account to use this.',
  },
  wrongCredentials: /*i18n*/ { id: 'server.wrong_credentials', message: 'Wrong account or password' },
  wrongPassword: /*i18n*/ { id: 'server.wrong_password', message: 'The current password is wrong' },
  codeInvalid: /*i18n*/ { id: 'server.code_invalid', message: 'The verification code is wrong or has expired' },
  codeTooManyTries: /*i18n*/ { id: 'server.code_too_many_tries', message: 'Too many wrong codes. Please request a new one.' },
  captchaInvalid: /*i18n*/ { id: 'server.captcha_invalid', message: 'The picture code is wrong or has expired. Please try a new one.' },
  codeSent: /*i18n*/ { id: 'server.code_sent', message: 'A verification code has been sent' },
  codeWait: /*i18n*/ { id: 'server.code_wait', message: 'Please wait {seconds} seconds before asking for another code' },
  codeSubject: /*i18n*/ { id: 'server.code_subject', message: 'Your Meridian verification code' },
  codeText: /*i18n*/ {
    id: 'server.code_text',
    message: 'Your Meridian verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.',
  },
  alreadyRegistered: /*i18n*/ { id: 'server.already_registered', message: 'This email is already registered' },
  mobileTaken: /*i18n*/ { id: 'server.mobile_taken', message: 'This phone number is already registered' },
  passwordMismatch: /*i18n*/ { id: 'server.password_mismatch', message: 'The passwords do not match' },
  inviteInvalid: /*i18n*/ { id: 'server.invite_invalid', message: 'The invite code is not valid' },
  registered: /*i18n*/ { id: 'server.registered', message: 'Welcome to Meridian' },
  loggedIn: /*i18n*/ { id: 'server.logged_in', message: 'Logged in' },
  loggedOut: /*i18n*/ { id: 'server.logged_out', message: 'Logged out' },
  passwordChanged: /*i18n*/ { id: 'server.password_changed', message: 'Your password has been changed' },
  passwordReset: /*i18n*/ { id: 'server.password_reset', message: 'Your password has been reset. Please log in.' },
  demoOnly: /*i18n*/ { id: 'server.demo_only', message: 'Only a demo account can be reset' },
  demoReset: /*i18n*/ { id: 'server.demo_reset', message: 'The demo account has been reset' },
  insufficientFunds: /*i18n*/ { id: 'server.insufficient_funds', message: 'Insufficient balance' },
  categoryForex: /*i18n*/ { id: 'server.category.forex', message: 'Forex' },
  categoryMetals: /*i18n*/ { id: 'server.category.metals', message: 'Metals' },
  categoryEnergy: /*i18n*/ { id: 'server.category.energy', message: 'Energy' },
  categoryCrypto: /*i18n*/ { id: 'server.category.crypto', message: 'Crypto' },
} satisfies Record<string, MessageDescriptor>;
