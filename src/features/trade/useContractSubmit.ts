import { useLingui } from '@lingui/react/macro';
import type { TradeItem } from '@common/api/market';
import { submitOrder } from '@common/api/trade';
import { SIDE, type Side } from '@common/contract';
import { submitParams, submitProblem, type ContractDraft, type SubmitProblem } from './contract-form';
import { useOrderSubmit } from './useOrderSubmit';

export interface ContractSubmit {
  /** The side whose submit is on its way, so only that button spins and neither can be pressed twice. */
  busy: Side | null;
  submit: (side: Side) => void;
  /** The order waiting for the user's confirmation, and its answers (see useOrderSubmit). */
  confirming: Side | null;
  confirm: () => void;
  cancel: () => void;
}

/** Buy or sell with the contract form's draft (see useOrderSubmit for the guest, the key and the answer). */
export function useContractSubmit(item: TradeItem, draft: ContractDraft, close: string, onPlaced: () => void): ContractSubmit {
  const { t } = useLingui();
  const order = useOrderSubmit<typeof submitOrder, Side>(submitOrder, onPlaced);

  const problemText = (problem: SubmitProblem, side: Side): string => {
    const buy = side === SIDE.buy;
    switch (problem) {
      case 'no-multiple':
        return t`No leverage configured, unable to place orders for now`;
      case 'lots':
        return t`Please enter the trade quantity`;
      case 'price':
        return t`Please enter the price`;
      case 'stop-loss-price':
        return t`Please enter the stop-loss price`;
      case 'take-profit-price':
        return t`Please enter the take-profit price`;
      case 'stop-loss-side':
        return buy ? t`For a buy, the stop-loss must be below the price` : t`For a sell, the stop-loss must be above the price`;
      case 'take-profit-side':
        return buy ? t`For a buy, the take-profit must be above the price` : t`For a sell, the take-profit must be below the price`;
    }
  };

  const submit = (side: Side) =>
    order.submit(side, () => {
      const problem = submitProblem(draft, item, side, close);
      const params = submitParams(draft, item, side);
      return problem || !params ? { problem: problemText(problem ?? 'no-multiple', side) } : { params };
    });

  return { busy: order.busy, submit, confirming: order.confirming, confirm: order.confirm, cancel: order.cancel };
}
