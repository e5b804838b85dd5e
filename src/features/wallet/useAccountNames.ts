import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPE } from '@common/wallet';

/** The user's accounts in the order the screens list them: funding, option (micro), contract (forex). */
export const ACCOUNT_ORDER = [ACCOUNT_TYPE.funding, ACCOUNT_TYPE.micro, ACCOUNT_TYPE.forex] as const;

/** What an account is called (spec section 3: funding, option, contract), by accountTypeId. */
export function useAccountNames(): (accountTypeId: number) => string {
  const { t } = useLingui();
  return (accountTypeId) => {
    switch (accountTypeId) {
      case ACCOUNT_TYPE.funding:
        return t`Funding account`;
      case ACCOUNT_TYPE.micro:
        return t`Option account`;
      case ACCOUNT_TYPE.forex:
        return t`Contract account`;
      default:
        return t`Account ${accountTypeId}`;
    }
  };
}
