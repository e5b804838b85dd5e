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
} satisfies Record<string, MessageDescriptor>;
