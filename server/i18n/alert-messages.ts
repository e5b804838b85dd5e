import type { MessageDescriptor } from '@lingui/core';

// Price alerts' messages (issue 34: server/alert/), spread into ./messages.ts (kept apart so the area's strings read
// together). Each refusal says what to change; nothing was changed when one is sent.

export const alertMessages = {
  alertLevelNotPositive: /*i18n*/ {
    id: 'server.alert.level_not_positive',
    message: 'Enter a price above zero for the alert',
  },
  alertLevelTooPrecise: /*i18n*/ {
    id: 'server.alert.level_too_precise',
    message: '{instrument} is priced to {decimals} decimal places: enter the alert’s price with no more decimals',
  },
  alertLevelRequired: /*i18n*/ {
    id: 'server.alert.level_required',
    message: 'Enter the price at which to alert you',
  },
  alertMoveRequired: /*i18n*/ {
    id: 'server.alert.move_required',
    message: 'Enter the percentage and the window of minutes of the move to alert you of',
  },
  alertPercentOutOfRange: /*i18n*/ {
    id: 'server.alert.percent_out_of_range',
    message: 'The move must be from {min}% to {max}%, with at most 2 decimals',
  },
  alertWindowOutOfRange: /*i18n*/ {
    id: 'server.alert.window_out_of_range',
    message: 'The window must be from {min} to {max} minutes',
  },
  alertTooMany: /*i18n*/ {
    id: 'server.alert.too_many',
    message: 'You have {max} active price alerts, the most there can be. Turn one off or remove one first.',
  },
  alertNotFound: /*i18n*/ {
    id: 'server.alert.not_found',
    message: 'This price alert does not exist or has been removed',
  },
  alertCreated: /*i18n*/ { id: 'server.alert.created', message: 'Price alert set' },
  alertUpdated: /*i18n*/ { id: 'server.alert.updated', message: 'Price alert changed' },
  alertDeleted: /*i18n*/ { id: 'server.alert.deleted', message: 'Price alert removed' },
} satisfies Record<string, MessageDescriptor>;
