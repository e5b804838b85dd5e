import type { MessageDescriptor } from '@lingui/core';

// The back office's customer-care messages (notes, risk flags, balance adjustments), spread into ./messages.ts (kept
// apart so the area's strings read together). Operators read them in the console's language.

export const customerCareMessages = {
  noteAdded: /*i18n*/ { id: 'server.admin.note_added', message: 'Note added' },
  flagSet: /*i18n*/ { id: 'server.admin.flag_set', message: 'Flag set' },
  flagCleared: /*i18n*/ { id: 'server.admin.flag_cleared', message: 'Flag cleared' },
  flagAlreadySet: /*i18n*/ { id: 'server.admin.flag_already_set', message: 'This flag is already set on the customer' },
  flagNotSet: /*i18n*/ { id: 'server.admin.flag_not_set', message: 'This flag is not set on the customer' },
  payoutBlocked: /*i18n*/ {
    id: 'server.admin.payout_blocked',
    message: 'This customer is flagged "Do not pay out". Clear the flag before approving a payout.',
  },
  adjustmentApplied: /*i18n*/ { id: 'server.admin.adjustment_applied', message: 'Adjustment applied' },
  adjustmentRejected: /*i18n*/ { id: 'server.admin.adjustment_rejected', message: 'Adjustment rejected' },
  adjustmentDemo: /*i18n*/ { id: 'server.admin.adjustment_demo', message: 'A demo account cannot be adjusted' },
} satisfies Record<string, MessageDescriptor>;
