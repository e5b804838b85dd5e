import { useLingui } from '@lingui/react/macro';
import type { CopySkipReason } from '@common/follow';

/** Why a copy was not opened, in words the follower can act on. */
export function useSkipReasonText(): (reason: CopySkipReason) => string {
  const { t } = useLingui();
  return (reason) => {
    switch (reason) {
      case 'max_amount':
        return t`It would take your copies of this trader past your max amount`;
      case 'free_margin':
        return t`Your contract account lacked the free margin for it`;
      case 'market_closed':
        return t`The market was closed`;
      case 'lots_limit':
        return t`It would be larger than the instrument's largest order`;
      case 'no_quote':
        return t`There was no fresh price to copy at`;
      case 'account_frozen':
        return t`Your account is frozen: no new trades open until support unfreezes it`;
    }
  };
}
