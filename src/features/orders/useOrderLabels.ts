import { useLingui } from '@lingui/react/macro';
import type { CloseReason, OpenReason } from '@common/api/trade';
import { SIDE, type Side } from '@common/contract';

/** The words for an order's direction and for why it opened or closed, in the user's language. */
export function useOrderLabels() {
  const { t } = useLingui();
  return {
    side: (side: Side) => (side === SIDE.buy ? t({ message: 'Buy', context: 'order direction' }) : t({ message: 'Sell', context: 'order direction' })),
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
