import type { TradeItem } from '@common/api/market';

// Pure rules for the trade screen's instrument: which one is shown, and how its price change reads.

/**
 * The instrument `id` names (the `id` search parameter, or the one the device kept); without one, or for one no
 * longer listed, the first whose market is open by the list's MarketStatus (EUR/USD is closed at the weekend, a
 * crypto pair is not), else the list's first; undefined while there is none.
 */
export function pickInstrument(list: readonly TradeItem[] | null, id: number | undefined): TradeItem | undefined {
  if (!list) return undefined;
  return (id === undefined ? undefined : list.find((item) => item.Id === id)) ?? list.find(isMarketOpen) ?? list[0];
}

export type Direction = 'up' | 'down' | 'flat';

/** Up or down by the sign of a change in percent ("1.25", "-0.40"); zero or unreadable is flat. */
export function directionOf(change: string): Direction {
  const value = Number(change);
  if (!Number.isFinite(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** Whether orders can be placed now: MarketStatus 1 is open, anything else closed (spec section 4). */
export function isMarketOpen(item: Pick<TradeItem, 'MarketStatus'>): boolean {
  return item.MarketStatus === 1;
}
