import { useLingui } from '@lingui/react/macro';
import type { MicroOption } from '@common/api/micro';
import { submitMicro } from '@common/api/micro';
import type { MicroDirection } from '@common/micro';
import { microProblem, microSubmitParams, type MicroDraft, type MicroProblem } from './micro-form';
import { useOrderSubmit } from './useOrderSubmit';

export interface MicroSubmit {
  /** The direction whose submit is on its way. */
  busy: MicroDirection | null;
  submit: (direction: MicroDirection) => void;
  /** The order waiting for the user's confirmation, and its answers (see useOrderSubmit). */
  confirming: MicroDirection | null;
  confirm: () => void;
  cancel: () => void;
}

/** Up or down with the micro form's draft (see useOrderSubmit for the guest, the key and the answer). */
export function useMicroSubmit(
  instrumentId: number,
  draft: MicroDraft,
  option: MicroOption | undefined,
  onPlaced: () => void,
): MicroSubmit {
  const { t } = useLingui();
  const order = useOrderSubmit<typeof submitMicro, MicroDirection>(submitMicro, onPlaced);

  const problemText = (problem: MicroProblem): string => {
    switch (problem) {
      case 'no-option':
        return t`No expiry is offered right now, unable to place options`;
      case 'amount':
        return t`Please enter the amount`;
      case 'amount-decimals':
        return t`The amount can have at most 2 decimals`;
      case 'below-limit': {
        const limit = option?.LimitAmount ?? '';
        return t`The amount must be at least ${limit}`;
      }
    }
  };

  const submit = (direction: MicroDirection) =>
    order.submit(direction, () => {
      const problem = microProblem(draft, option);
      const params = microSubmitParams(draft, instrumentId, direction);
      return problem || !params ? { problem: problemText(problem ?? 'no-option') } : { params };
    });

  return { busy: order.busy, submit, confirming: order.confirming, confirm: order.confirm, cancel: order.cancel };
}
