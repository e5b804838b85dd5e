import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS, SIDE } from '@common/contract';
import { MICRO_DIRECTION, MICRO_STATUS } from '@common/micro';
import { isUnsignedDecimalText, plainDecimal } from '@common/money';
import type { CustomerRecordKind } from '@common/customer-records';

// A customer's records hold codes and database decimals (side 1, status 3, lots 0.01000000): the console says them as
// words and plain numbers, so an operator reads "Buy, Closed, 0.01" rather than the codes.

/** Columns whose values are decimals as the database keeps them: shown without their padding zeros. */
const DECIMALS = new Set(['lots', 'open_price', 'close_price', 'end_price', 'multiple']);

/** The word or plain number a record's cell shows, or null when the value is shown as it is. */
export function useRecordWords(): (kind: CustomerRecordKind, key: string, value: unknown) => string | null {
  const { t } = useLingui();
  const sides: Record<number, string> = { [SIDE.buy]: t`Buy`, [SIDE.sell]: t`Sell` };
  const orderStatuses: Record<number, string> = {
    [ORDER_STATUS.dealing]: t({ message: 'Pending', context: 'contract order status' }),
    [ORDER_STATUS.holding]: t({ message: 'Open', context: 'contract order status' }),
    [ORDER_STATUS.history]: t({ message: 'Closed', context: 'contract order status' }),
  };
  const directions: Record<number, string> = { [MICRO_DIRECTION.up]: t`Up`, [MICRO_DIRECTION.down]: t`Down` };
  const optionStatuses: Record<number, string> = {
    [MICRO_STATUS.running]: t({ message: 'Running', context: 'option status' }),
    [MICRO_STATUS.closed]: t({ message: 'Settled', context: 'option status' }),
  };
  const followStates: Record<string, string> = {
    active: t({ message: 'Following', context: 'follow state' }),
    paused: t({ message: 'Paused', context: 'follow state' }),
    cancelled: t({ message: 'Cancelled', context: 'follow state' }),
    stop_loss: t({ message: 'Stopped by its copy stop-loss', context: 'follow state' }),
  };
  return (kind, key, value) => {
    if (kind === 'follows' && key === 'follow_state' && typeof value === 'string') return followStates[value] ?? null;
    // The volatility is a ratio: shown as a percentage with 2 decimals.
    if (kind === 'follows' && key === 'daily_volatility' && typeof value === 'string' && isUnsignedDecimalText(value)) {
      return `${(Number(value) * 100).toFixed(2)} %`;
    }
    const contracts = kind === 'orders' || kind === 'copies';
    if (typeof value === 'number') {
      if (contracts && key === 'side') return sides[value] ?? null;
      if (contracts && key === 'status') return orderStatuses[value] ?? null;
      if (kind === 'options' && key === 'direction') return directions[value] ?? null;
      if (kind === 'options' && key === 'status') return optionStatuses[value] ?? null;
    }
    if (DECIMALS.has(key) && typeof value === 'string' && isUnsignedDecimalText(value)) return plainDecimal(value);
    return null;
  };
}
