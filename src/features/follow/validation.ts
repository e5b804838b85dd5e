import { followTrader } from '@common/api/input/follow';
import type { FollowList } from '@common/api/follow';
import { isOfferedMultiple } from '@common/follow';
import { Decimal } from '@common/money';
import { amountProblem, type AmountProblem } from '@common/wallet';
import { refusedFields } from '@/lib/form-schema';

// The follow settings' check, made with the server's own schema and the server's rules for a copy ratio (offered
// ones only) and a max amount (a positive amount of cents, at most what the caller's contract account holds), so
// the sheet refuses exactly what the server would, before sending.

export type MultipleProblem = 'required' | 'not_offered';
export type MaxAmountProblem = 'required' | 'not_number' | AmountProblem | 'above_limit';

export interface FollowProblems {
  multiple: MultipleProblem | null;
  maxAmount: MaxAmountProblem | null;
}

export function followProblems(traderId: number, multiple: string | null, maxAmount: string, settings: FollowList): FollowProblems {
  const amount = maxAmount.trim();
  const refused = refusedFields(followTrader, { trader_id: traderId, multiple: multiple ?? '', max_amount: amount });
  return { multiple: multipleProblem(multiple, refused, settings), maxAmount: maxAmountProblem(amount, refused, settings) };
}

function multipleProblem(multiple: string | null, refused: ReadonlySet<string>, settings: FollowList): MultipleProblem | null {
  if (multiple === null || multiple === '') return 'required';
  if (refused.has('multiple') || !isOfferedMultiple(multiple, settings.multiples)) return 'not_offered';
  return null;
}

function maxAmountProblem(amount: string, refused: ReadonlySet<string>, settings: FollowList): MaxAmountProblem | null {
  if (amount === '') return 'required';
  if (refused.has('max_amount')) return 'not_number';
  const problem = amountProblem(amount);
  if (problem) return problem;
  return new Decimal(amount).greaterThan(settings.max_amount_limit) ? 'above_limit' : null;
}

export function hasProblem(problems: FollowProblems): boolean {
  return problems.multiple !== null || problems.maxAmount !== null;
}
