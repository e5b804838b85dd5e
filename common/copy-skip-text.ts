import type { MessageDescriptor } from '@lingui/core';
import type { CopySkipReason } from './follow';

// Why a copy was not opened, in words the follower can act on: the skips sheet and the copy-skipped notification say
// the same sentence.

export const COPY_SKIP_TEXT: Record<CopySkipReason, MessageDescriptor> = {
  max_amount: /*i18n*/ { id: 'copy.skip.max_amount', message: 'It would take your copies of this trader past your allocation' },
  free_margin: /*i18n*/ { id: 'copy.skip.free_margin', message: 'Your contract account lacked the free margin for it' },
  market_closed: /*i18n*/ { id: 'copy.skip.market_closed', message: 'The market was closed' },
  lots_limit: /*i18n*/ { id: 'copy.skip.lots_limit', message: "It would be larger than the instrument's largest order" },
  no_quote: /*i18n*/ { id: 'copy.skip.no_quote', message: 'There was no fresh price to copy at' },
  account_frozen: /*i18n*/ {
    id: 'copy.skip.account_frozen',
    message: 'Your account is frozen: no new trades open until support unfreezes it',
  },
  paused: /*i18n*/ { id: 'copy.skip.paused', message: 'You had paused this follow' },
  max_per_order: /*i18n*/ {
    id: 'copy.skip.max_per_order',
    message: 'It would be above your max per order, or your amount per order does not buy the smallest order',
  },
  slippage: /*i18n*/ {
    id: 'copy.skip.slippage',
    message: "The price had moved further from the trader's than your slippage guard allows",
  },
  taking_break: /*i18n*/ {
    id: 'copy.skip.taking_break',
    message: 'You are on a cool-off or self-excluded: no new trades open until it ends',
  },
  not_offered: /*i18n*/ {
    id: 'copy.skip.not_offered',
    message: 'Copy trading is not offered in your country of residence',
  },
  leverage_cap: /*i18n*/ {
    id: 'copy.skip.leverage_cap',
    message: "The trader's leverage is above what retail clients in your country of residence may use",
  },
  loss_limit: /*i18n*/ {
    id: 'copy.skip.loss_limit',
    message: 'It could take your losses past your own loss limit',
  },
};
