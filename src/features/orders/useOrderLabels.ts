import { useLingui } from '@lingui/react/macro';
import type { CloseReason, OpenReason } from '@common/api/trade';
import { SIDE, type Side } from '@common/contract';
import { MICRO_DIRECTION, type MicroDirection } from '@common/micro';

/** The words for an order's direction and for why it opened or closed, in the user's language. */
export function useOrderLabels() {
  const { t } = useLingui();
  return {
    side: (side: Side) =>
      side === SIDE.buy ? t({ message: 'Buy', context: 'order direction' }) : t({ message: 'Sell', context: 'order direction' }),
    /** An option's direction, as its form's buttons say it. */
    direction: (direction: MicroDirection) =>
      direction === MICRO_DIRECTION.up
        ? t({ message: 'Up', context: 'option direction' })
        : t({ message: 'Down', context: 'option direction' }),
    /** A number of seconds, short: "30s". */
    seconds: (seconds: number) => t({ message: `${seconds}s`, context: 'duration in seconds' }),
    openReason: (reason: OpenReason): string => {
      switch (reason) {
        case 'market':
          return t`At the market price`;
        case 'pending_fill':
          return t`Pending price reached`;
      }
    },
    closeReason: (reason: CloseReason): string => {
      switch (reason) {
        case 'manual':
          return t`Closed by you`;
        case 'stop_loss':
          return t`Stop-loss reached`;
        case 'take_profit':
          return t`Take-profit reached`;
        case 'stop_out':
          return t`Stop-out (margin too low)`;
        case 'cancelled':
          return t({ message: 'Cancelled', context: 'order close reason' });
        case 'demo_reset':
          return t`Demo account reset`;
      }
    },
  };
}
