import { useLingui } from '@lingui/react/macro';
import { SIDE, type Side } from '@common/contract';
import { MICRO_DIRECTION, type MicroDirection } from '@common/micro';
import { useReasonWords } from '@/shared/order-reasons';

/** The words for an order's direction and for why it opened or closed, in the user's language. */
export function useOrderLabels() {
  const { t } = useLingui();
  const reasons = useReasonWords();
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
    ...reasons,
  };
}
