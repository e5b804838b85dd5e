import { useLingui } from '@lingui/react/macro';
import type { TradeItem } from '@common/api/market';
import { submitOrder } from '@common/api/trade';
import { SIDE, type Side } from '@common/contract';
import { newestQuote, quoteOf } from '@/shared/market';
import { extraParams, extrasProblem, type ContractExtras, type ExtrasProblem } from './contract-extras';
import { submitParams, submitProblem, type ContractDraft, type SubmitProblem } from './contract-form';
import { refusedOrderFields } from './trade-validation';
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

/**
 * Buy or sell with the contract form's draft and its optional fields (see useOrderSubmit for the guest, the key and
 * the answer). A market order carries the price shown when the button was tapped (`seen_price`, the receipt's
 * reference and what a maximum deviation is measured from): the newest quote, which the screen's price shows.
 */
export function useContractSubmit(
  item: TradeItem,
  draft: ContractDraft,
  extras: ContractExtras,
  close: string,
  onPlaced: () => void,
): ContractSubmit {
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

  const extrasText = (problem: ExtrasProblem): string => {
    switch (problem) {
      case 'trailing':
        return t`Please enter the trailing distance`;
      case 'trailing-step':
        return t`The distance must be a whole number of price steps`;
      case 'expiry-date':
        return t`Please choose the expiry date and time`;
      case 'expiry-past':
        return t`The expiry has already passed`;
      case 'expiry-far':
        return t`The expiry can be at most 6 months ahead`;
      case 'deviation':
        return t`Please enter the maximum deviation as a price above 0`;
    }
  };

  const submit = (side: Side) =>
    order.submit(side, () => {
      const problem = submitProblem(draft, item, side, close);
      const params = submitParams(draft, item, side);
      if (problem || !params) return { problem: problemText(problem ?? 'no-multiple', side) };
      const extra = extrasProblem(extras, draft.mode, item.PricePrecision, Date.now());
      if (extra) return { problem: extrasText(extra) };
      const seen = quoteOf(item, newestQuote(item.Code)).close;
      const full = { ...params, ...extraParams(extras, draft.mode, seen) };
      // The server's own schema on the new fields (plain decimals of bounded length).
      const refused = refusedOrderFields(full);
      if (refused.has('trailing_distance')) return { problem: extrasText('trailing') };
      if (refused.has('max_deviation')) return { problem: extrasText('deviation') };
      return { params: full };
    });

  return { busy: order.busy, submit, confirming: order.confirming, confirm: order.confirm, cancel: order.cancel };
}
