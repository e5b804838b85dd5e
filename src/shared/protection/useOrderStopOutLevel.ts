import { stopOutLevelOf } from '@common/margin-level';
import type { Decimal } from '@common/money';
import { useStopOutLevel } from '@/shared/account';
import { useClientProfile } from './useClientProfile';

/**
 * The stop-out level the account will be held to once the order at hand holds: the platform's, or the higher of the
 * close-out level the client's rule set gives new orders and the one the account's positions keep already
 * (`accountLevel`, its CloseOutLevel). The ticket's stop-out price is worked out at it, as the server will close.
 */
export function useOrderStopOutLevel(accountLevel: string | null): Decimal {
  const forNewOrders = useClientProfile()?.close_out_level ?? null;
  return stopOutLevelOf(stopOutLevelOf(useStopOutLevel(), forNewOrders), accountLevel);
}
