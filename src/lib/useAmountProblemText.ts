import { useLingui } from '@lingui/react/macro';
import type { AmountCheck } from './amount-check';

/** What is wrong with an amount, in the user's language; `required` names the amount the field asks for. */
export function useAmountProblemText(): (problem: AmountCheck | undefined, required: string) => string | undefined {
  const { t } = useLingui();
  return (problem, required) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return required;
      case 'not_number':
        return t`Please enter a number, such as 100 or 25.50`;
      case 'not_positive':
        return t`The amount must be more than 0`;
      case 'too_many_decimals':
        return t`The amount can have at most 2 decimal places`;
      case 'too_large':
        return t`The amount is too large`;
      case 'over_available':
        return t`The amount is more than what is available`;
    }
  };
}
