import { useLingui } from '@lingui/react/macro';
import { useAmountProblemText } from '@/lib/useAmountProblemText';
import { formatAmountText } from '@/lib/format';
import type { FormProblems, PercentProblem } from './controls-validation';
import { useFollowFormat } from './useFollowFormat';

/** The follow settings' problems in the user's language, one writer per field (each names what to change). */
export function useFollowProblemText() {
  const { t } = useLingui();
  const format = useFollowFormat();
  const amountText = useAmountProblemText();
  const percent = (value: string) => formatAmountText(value, format.tag);
  const percentText = (problem: PercentProblem, required: string): string => {
    switch (problem.kind) {
      case 'required':
        return required;
      case 'not_number':
        return t`Please enter a number, such as 20 or 0.5`;
      case 'range': {
        const min = percent(problem.min);
        const max = percent(problem.max);
        return t`Enter a percentage from ${min} to ${max}`;
      }
    }
  };
  const atMostAllocation = (allocation: string) => {
    const most = format.money(allocation);
    return t`At most your allocation, ${most} USD`;
  };
  return {
    multiple: (problem: NonNullable<FormProblems['multiple']>) =>
      problem === 'required' ? t`Choose a copy ratio` : t`Choose one of the offered copy ratios`,
    allocation: (problem: NonNullable<FormProblems['maxAmount']>, limit: string) => {
      const most = format.money(limit);
      return problem === 'above_limit'
        ? t`At most ${most} USD: what your contract account holds`
        : (amountText(problem, t`Please enter your allocation`) ?? '');
    },
    amountPerOrder: (problem: NonNullable<FormProblems['amountPerOrder']>) => {
      if (typeof problem === 'string') return amountText(problem, t`Please enter the amount per order`) ?? '';
      if (problem.kind === 'above_total') return atMostAllocation(problem.allocation);
      const most = format.money(problem.max);
      return t`At most your max per order, ${most} USD`;
    },
    maxPerOrder: (problem: NonNullable<FormProblems['maxPerOrder']>) =>
      typeof problem === 'string' ? (amountText(problem, '') ?? '') : atMostAllocation(problem.allocation),
    stopLossAmount: (problem: NonNullable<FormProblems['stopLossAmount']>) =>
      typeof problem === 'string'
        ? (amountText(problem, t`Please enter the loss at which to stop`) ?? '')
        : atMostAllocation(problem.allocation),
    stopLossPercent: (problem: PercentProblem) => percentText(problem, t`Please enter the percentage of your allocation`),
    slippage: (problem: PercentProblem) => percentText(problem, t`Please enter the largest price difference to accept`),
  };
}
