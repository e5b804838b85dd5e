import { useLingui } from '@lingui/react/macro';
import type { CloseReason, OpenReason } from '@common/api/trade';

// Why an order opened or left the book, in the user's language: one set of words for the order detail, the replay and
// any other screen that names a contract's open or close reason.

export function useReasonWords() {
  const { t } = useLingui();
  return {
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
        case 'trailing_stop':
          return t`Trailing stop reached`;
        case 'take_profit':
          return t`Take-profit reached`;
        case 'stop_out':
          return t`Stop-out (margin too low)`;
        case 'cancelled':
          return t({ message: 'Cancelled', context: 'order close reason' });
        case 'expired':
          return t({ message: 'Expired', context: 'order close reason' });
        case 'demo_reset':
          return t`Demo account reset`;
        case 'copy_stop_loss':
          return t`Copy stop-loss reached`;
      }
    },
  };
}

const OPEN_REASONS: readonly string[] = ['market', 'pending_fill'] satisfies OpenReason[];
const CLOSE_REASONS: readonly string[] = [
  'manual',
  'stop_loss',
  'trailing_stop',
  'take_profit',
  'stop_out',
  'cancelled',
  'expired',
  'demo_reset',
  'copy_stop_loss',
] satisfies CloseReason[];

export const isOpenReason = (reason: string): reason is OpenReason => OPEN_REASONS.includes(reason);
export const isCloseReason = (reason: string): reason is CloseReason => CLOSE_REASONS.includes(reason);
