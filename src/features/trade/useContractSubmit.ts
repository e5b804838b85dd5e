import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { TradeItem } from '@common/api/market';
import { submitOrder } from '@common/api/trade';
import { SIDE, type Side } from '@common/contract';
import { api } from '@/lib/http/api';
import { isLoggedInAtom } from '@/lib/store';
import { toast } from '@/ui';
import { submitParams, submitProblem, type ContractDraft, type SubmitProblem } from './contract-form';
import { keepsKey, SubmitKey } from './submit-key';

export interface ContractSubmit {
  /** The side whose submit is on its way, so only that button spins and neither can be pressed twice. */
  busy: Side | null;
  submit: (side: Side) => void;
}

/**
 * Buy or sell with the form's draft: a guest goes to /login and comes back here; a draft that cannot be sent says
 * why and sends nothing; otherwise one call, keyed so a retry after a lost answer never opens a second order.
 */
export function useContractSubmit(item: TradeItem, draft: ContractDraft, close: string, onPlaced: () => void): ContractSubmit {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [busy, setBusy] = useState<Side | null>(null);
  const [key] = useState(() => new SubmitKey(() => crypto.randomUUID()));

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

  const submit = (side: Side) => {
    if (busy !== null) return;
    if (!loggedIn) {
      // Back to this screen, on this instrument, once logged in (spec section 5).
      void navigate({ to: '/login', search: { from: router.state.location.href } });
      return;
    }
    const problem = submitProblem(draft, item, side, close);
    const params = submitParams(draft, item, side);
    if (problem || !params) {
      toast.show(problemText(problem ?? 'no-multiple', side), 'error');
      return;
    }
    setBusy(side);
    // The server's message ("Order placed", in the user's language) confirms it.
    api(submitOrder, params, { idempotencyKey: key.keyFor(params), loading: true, toastSuccess: true })
      .then(() => {
        key.answered();
        onPlaced();
      })
      .catch((error: unknown) => {
        // A refusal was toasted by the client and opened nothing; a lost answer keeps the key (see keepsKey).
        if (!keepsKey(error)) key.answered();
      })
      .finally(() => setBusy(null));
  };

  return { busy, submit };
}
