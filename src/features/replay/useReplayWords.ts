import { useLingui } from '@lingui/react/macro';
import type { ReplayEvent } from '@common/api/ticks';
import { isCloseReason, isOpenReason, useReasonWords } from '@/shared/order-reasons';

/** The words for a replay's events: what happened, and why (the order detail's words for the same reasons). */
export function useReplayWords() {
  const { t } = useLingui();
  const words = useReasonWords();
  // A contract's open or close reason; an option's settlement says its own ("expiry").
  const reason = (why: string | null): string | null => {
    if (why === null) return null;
    if (isOpenReason(why)) return words.openReason(why);
    if (isCloseReason(why)) return words.closeReason(why);
    return null;
  };
  return {
    /** What an event was: "Opened", "0.04 lots closed", "Closed", "Option opened", "Settled at expiry". */
    event: (event: ReplayEvent): string => {
      const lots = event.quantity ?? '';
      switch (event.kind) {
        case 'open':
          return t({ message: 'Opened', context: 'replay event' });
        case 'partial_close':
          return t`${lots} lots closed`;
        case 'close':
          return t({ message: 'Closed', context: 'replay event' });
        case 'option_open':
          return t({ message: 'Option opened', context: 'replay event' });
        case 'option_settle':
          return t`Settled at expiry`;
      }
    },
    /** Why, when the server said (not for an option's settlement: its name says it). */
    reason: (event: ReplayEvent): string | null => (event.kind === 'option_settle' ? null : reason(event.reason)),
  };
}
