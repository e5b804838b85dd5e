import type { MessageDescriptor } from '@lingui/core';

// What the follow calls answer about issue 36's controls (common/follow-controls.ts), spread into ./messages.ts. The
// settings sheet shows the same problems from the same rules before sending.

export const followControlMessages = {
  followStopLossBoth: /*i18n*/ {
    id: 'server.follow.stop_loss_both',
    message: 'Set the copy stop-loss as an amount or as a percentage, not both',
  },
  followStopLossPercentRange: /*i18n*/ {
    id: 'server.follow.stop_loss_percent_range',
    message: 'The copy stop-loss must be from {min}% to {max}% of the allocation',
  },
  followStopLossAmountNotPositive: /*i18n*/ {
    id: 'server.follow.stop_loss_amount_not_positive',
    message: 'Enter a copy stop-loss above 0',
  },
  followStopLossAboveAllocation: /*i18n*/ {
    id: 'server.follow.stop_loss_above_allocation',
    message: 'The copy stop-loss may be at most the allocation of {allocation} USD',
  },
  followPerOrderNotPositive: /*i18n*/ { id: 'server.follow.per_order_not_positive', message: 'Enter an amount per order above 0' },
  followPerOrderAboveTotal: /*i18n*/ {
    id: 'server.follow.per_order_above_total',
    message: 'An amount per order may be at most the allocation of {allocation} USD',
  },
  followAmountAboveMaxPerOrder: /*i18n*/ {
    id: 'server.follow.amount_above_max_per_order',
    message: 'The amount per order may be at most the maximum per order of {max} USD',
  },
  followSlippageRange: /*i18n*/ {
    id: 'server.follow.slippage_range',
    message: 'The slippage guard must be from {min}% to {max}%',
  },
  followAllocationTwice: /*i18n*/ {
    id: 'server.follow.allocation_twice',
    message: 'max_total and max_amount name the same allocation: send one, or the same amount in both',
  },
  followAllocationMissing: /*i18n*/ { id: 'server.follow.allocation_missing', message: 'Enter the allocation for this trader' },
  followMultipleMissing: /*i18n*/ {
    id: 'server.follow.multiple_missing',
    message: 'Choose a copy ratio or a fixed amount per order',
  },
  followRefusedRisk: /*i18n*/ {
    id: 'server.follow.refused_risk',
    message: 'This trader takes no new followers while their risk score is 8 or above',
  },
  followRefusedSimulated: /*i18n*/ {
    id: 'server.follow.refused_simulated',
    message: 'Simulated traders can be followed from the demo account only',
  },
  followPaused: /*i18n*/ { id: 'server.follow.paused', message: 'Follow paused. Open copies stay open; no new orders are copied.' },
  followResumed: /*i18n*/ { id: 'server.follow.resumed', message: 'Follow resumed. New orders of this trader will be copied.' },
  followAlreadyPaused: /*i18n*/ { id: 'server.follow.already_paused', message: 'This follow is paused already' },
  followNotPaused: /*i18n*/ { id: 'server.follow.not_paused', message: 'This follow is not paused' },
  followUpdated: /*i18n*/ { id: 'server.follow.updated', message: 'Follow settings saved' },
  followCopiesClosed: /*i18n*/ {
    id: 'server.follow.copies_closed',
    message: '{count, plural, one {# copy closed} other {# copies closed}}',
  },
  followNoOpenCopies: /*i18n*/ { id: 'server.follow.no_open_copies', message: 'This follow has no open copies' },
} satisfies Record<string, MessageDescriptor>;
