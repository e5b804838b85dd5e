import { fundBuy } from '@common/api/input/fund';
import type { Fund } from '@common/api/fund';
import { fundAmountProblem, type FundAmountProblem } from '@common/fund';
import { amountCheck, type AmountCheck } from '@/lib/amount-check';
import { refusedFields } from '@/lib/form-schema';

// The subscribe form's check (spec section 5): the amount check every money form shares (src/lib/amount-check.ts),
// made with the server's schema, then the same limit rules the server applies (common/fund.ts), so the form refuses
// exactly what the server would. The total per user is the server's to check: the form does not know what else the
// user holds.

export type SubscribeProblem = AmountCheck | Exclude<FundAmountProblem, 'above_total_maximum'>;

export function subscribeProblem(amount: string, fund: Fund): SubscribeProblem | null {
  const problem = amountCheck(amount, refusedFields(fundBuy, { id: fund.id, amount }).has('amount'));
  if (problem) return problem;
  const limit = fundAmountProblem(amount, fund);
  return limit === 'above_total_maximum' ? null : limit;
}
