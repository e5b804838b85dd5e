import type { MessageDescriptor } from '@lingui/core';

// Notification settings' and push devices' refusals (issue 34), spread into ./messages.ts.

export const notifyMessages = {
  notifySecurityEmailLocked: /*i18n*/ {
    id: 'server.notify.security_email_locked',
    message: 'Security emails cannot be turned off: they carry the link that freezes your account.',
  },
  notifyNoEmail: /*i18n*/ {
    id: 'server.notify.no_email',
    message: 'Your account has no email address to send notifications to.',
  },
  notifyQuietHoursEmpty: /*i18n*/ {
    id: 'server.notify.quiet_hours_empty',
    message: 'Quiet hours must start and end at different times.',
  },
  notifyNothingToChange: /*i18n*/ {
    id: 'server.notify.nothing_to_change',
    message: 'Choose a notification switch or the quiet hours to change.',
  },
} satisfies Record<string, MessageDescriptor>;
