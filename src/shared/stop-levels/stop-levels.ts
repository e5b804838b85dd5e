import { Decimal, isUnsignedDecimalText } from '@common/money';
import type { ForexOrder } from '@common/api/trade';
import { stopSideValid } from '@common/contract';

// The stop-loss and take-profit sheet's rules: a field starts at the order's level (empty when none is set),
// an empty field sends 0 (none), and a level on the wrong side of the current price is refused before sending.

/** The field's starting text: the set level, or empty for "0" (none). */
export function levelField(level: string): string {
  return isUnsignedDecimalText(level) && !new Decimal(level).isZero() ? level : '';
}

/** What the field sends: its number, or 0 when empty. Null when it is not a number. */
export function levelParam(field: string): string | null {
  // "66000." is what a field holds halfway through typing "66000.5": it means 66000.
  const text = field.trim().replace(/\.$/, '');
  if (text === '') return '0';
  return isUnsignedDecimalText(text) ? text : null;
}

/** The sheet's two fields: a price each, or empty for none. */
export interface StopLevels {
  stopLoss: string;
  takeProfit: string;
}

export type LevelProblem = 'stop-loss-side' | 'take-profit-side' | 'not-a-number';

/** Why the two levels cannot be sent for this order at its current price; null when they can. */
export function levelsProblem(order: ForexOrder, stopLoss: string, takeProfit: string): LevelProblem | null {
  const loss = levelParam(stopLoss);
  const profit = levelParam(takeProfit);
  if (loss === null || profit === null) return 'not-a-number';
  const price =
    isUnsignedDecimalText(order.UpdatePrice) && !new Decimal(order.UpdatePrice).isZero() ? order.UpdatePrice : order.OriginPrice;
  if (!stopSideValid(order.OrderType, 'stop_loss', loss, price)) return 'stop-loss-side';
  if (!stopSideValid(order.OrderType, 'take_profit', profit, price)) return 'take-profit-side';
  return null;
}
