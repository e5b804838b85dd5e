import type { MessageDescriptor } from '@lingui/core';
import type { CopySkipReason } from './follow';

// Why a copy was not opened, in words the follower can act on: the skips sheet and the copy-skipped notification say
// the same sentence.

export const COPY_SKIP_TEXT: Record<CopySkipReason, MessageDescriptor> = {
  max_amount: /*i18n*/ { id: 'copy.skip.max_amount', message: 'It would take your copies of this trader past your max amount' },
  free_margin: /*i18n*/ { id: 'copy.skip.free_margin', message: 'Your contract account lacked the free margin for it' },
  market_closed: /*i18n*/ { id: 'copy.skip.market_closed', message: 'The market was closed' },
  lots_limit: /*i18n*/ { id: 'copy.skip.lots_limit', message: "It would be larger than the instrument's largest order" },
  no_quote: /*i18n*/ { id: 'copy.skip.no_quote', message: 'There was no fresh price to copy at' },
  account_frozen: /*i18n*/ {
    id: 'copy.skip.account_frozen',
    message: 'Your account is frozen: no new trades open until support unfreezes it',
  },
};
