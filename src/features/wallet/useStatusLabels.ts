import { useLingui } from '@lingui/react/macro';
import { CHARGE_STATUS } from '@common/api/charge';
import { WITHDRAW_STATUS } from '@common/api/withdraw';

/** A withdraw record's status (spec section 4): unchecked, completed, rejected, invalid. */
export function useWithdrawStatusLabel(): (status: number) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case WITHDRAW_STATUS.unchecked:
        return t({ message: 'Waiting for review', context: 'withdrawal waiting for review' });
      case WITHDRAW_STATUS.completed:
        return t({ message: 'Completed', context: 'withdrawal paid out' });
      case WITHDRAW_STATUS.rejected:
        return t({ message: 'Rejected', context: 'withdrawal turned down' });
      default:
        return t({ message: 'Invalid', context: 'withdrawal voided' });
    }
  };
}

/** A deposit record's status (spec section 4): 0 unchecked, 1 finished, 2 rejected, 3 invalid. */
export function useChargeStatusLabel(): (status: number) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case CHARGE_STATUS.unchecked:
        return t({ message: 'Waiting for review', context: 'deposit waiting for review' });
      case CHARGE_STATUS.finished:
        return t({ message: 'Finished', context: 'deposit credited' });
      case CHARGE_STATUS.rejected:
        return t({ message: 'Rejected', context: 'deposit turned down' });
      default:
        return t({ message: 'Invalid', context: 'deposit voided' });
    }
  };
}
