import type { TradeItem } from '@common/api/market';
import { multiplesFor } from './multiples';
import { useClientProfile } from './useClientProfile';

/** The leverage multiples the signed-in client may choose on `instrument` (its offered ones, capped by their rules). */
export function useAllowedMultiples(instrument: Pick<TradeItem, 'Id' | 'HasForexMultiple'>): number[] {
  return multiplesFor(instrument, useClientProfile());
}
