import { useLingui } from '@lingui/react/macro';
import { useClientProfile } from '@/shared/protection';

/**
 * Why the client cannot start following anyone, or null when they can: their rules offer no copy trading (issue 38,
 * copy_trading_offered false; the server would refuse the follow, 9504). A guest, or a profile not read, is not told.
 */
export function useCopyNotOfferedText(): string | null {
  const { t } = useLingui();
  const offered = useClientProfile()?.copy_trading_offered;
  return offered === false ? t`Copy trading is not offered in your country of residence.` : null;
}
