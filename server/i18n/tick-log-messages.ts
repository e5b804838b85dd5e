import type { MessageDescriptor } from '@lingui/core';

// The signed tick log's messages (issue 37: server/ticks/), spread into ./messages.ts. Each refusal says why there is
// no proof or no file, and what to do; nothing is changed by any of these calls.

export const tickLogMessages = {
  tickProofOneOrder: /*i18n*/ {
    id: 'server.ticks.proof_one_order',
    message: 'Name one order (order_id) or one option (micro_id) to prove',
  },
  tickProofNotSettled: /*i18n*/ {
    id: 'server.ticks.proof_not_settled',
    message: 'This order has not been filled or settled yet, so no price decided it',
  },
  tickProofNotSealed: /*i18n*/ {
    id: 'server.ticks.proof_not_sealed',
    message: 'The price log is signed every minute: the proof of this price is ready within two minutes',
  },
  tickProofBeforeLog: /*i18n*/ {
    id: 'server.ticks.proof_before_log',
    message: 'This trade was settled before the signed price log began, so it has no proof',
  },
  tickRangeOrder: /*i18n*/ {
    id: 'server.ticks.range_order',
    message: 'The end of the range must come after its start',
  },
  tickRangeTooLong: /*i18n*/ {
    id: 'server.ticks.range_too_long',
    message: 'One download covers at most one day of ticks: ask for a shorter range',
  },
  tickNoCheckpoint: /*i18n*/ {
    id: 'server.ticks.no_checkpoint',
    message: 'No checkpoint had been signed by that time',
  },
  replayNotClosed: /*i18n*/ {
    id: 'server.ticks.replay_not_closed',
    message: 'Only a closed trade can be replayed',
  },
} satisfies Record<string, MessageDescriptor>;
