// The console's queues' server messages (filters, claims, bulk approval), spread into ./messages.ts.

export const queueMessages = {
  queuePeriodReversed: /*i18n*/ { id: 'server.queue.period_reversed', message: 'The end of the period must come after its start' },
  queueAmountsReversed: /*i18n*/ {
    id: 'server.queue.amounts_reversed',
    message: 'The lowest amount must not be above the highest amount',
  },
  queueHasNoAmount: /*i18n*/ { id: 'server.queue.no_amount', message: 'This queue has no amounts to filter or sort by' },
  queueHeldByOther: /*i18n*/ {
    id: 'server.queue.held_by_other',
    message: '{operator} is working on this. Take it over first to work on it yourself.',
  },
  queueAssigneeNotAllowed: /*i18n*/ {
    id: 'server.queue.assignee_not_allowed',
    message: 'This operator cannot decide this queue: choose an enabled operator whose role decides it',
  },
  queueClaimed: /*i18n*/ { id: 'server.queue.claimed', message: 'You are working on this now' },
  queueReleased: /*i18n*/ { id: 'server.queue.released', message: 'Released: another operator may take it' },
  queueAssigned: /*i18n*/ { id: 'server.queue.assigned', message: 'Assigned to {operator}' },
  queueTakenOver: /*i18n*/ { id: 'server.queue.taken_over', message: 'Taken over from {operator}: you are working on this now' },
  bulkAboveFourEyes: /*i18n*/ {
    id: 'server.queue.bulk_above_four_eyes',
    message: 'Above the four-eyes amount of {limit} USD: decide it on its own',
  },
  bulkApproved: /*i18n*/ { id: 'server.queue.bulk_approved', message: 'Approved: {approved}. Not approved: {failed}.' },
};
