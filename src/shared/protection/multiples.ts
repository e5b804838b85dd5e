import type { TradeItem } from '@common/api/market';
import type { ClientProfile } from '@common/api/protection';
import { allowedMultiples } from '@common/protection';

/** The instrument's leverage multiples, in the order the server lists them (whole and above 0). */
export function offeredMultiples(item: Pick<TradeItem, 'HasForexMultiple'>): number[] {
  return item.HasForexMultiple.map((multiple) => multiple.Value).filter((value) => Number.isInteger(value) && value > 0);
}

/**
 * The multiples the client may choose on this instrument: those offered, at most the cap of the instrument's asset
 * class (common/protection.ts allowedMultiples, the server's rule). Without a profile (a guest, or not read yet), or
 * for an instrument the profile does not class, all those offered: the server still refuses one above a cap (9502).
 */
export function multiplesFor(
  item: Pick<TradeItem, 'Id' | 'HasForexMultiple'>,
  profile: Pick<ClientProfile, 'asset_classes' | 'leverage_caps'> | null,
): number[] {
  const offered = offeredMultiples(item);
  const assetClass = profile?.asset_classes[item.Id];
  return profile && assetClass !== undefined ? allowedMultiples(offered, assetClass, profile.leverage_caps) : offered;
}
