import type { FollowList } from '@common/api/follow';
import { followTrader } from '@common/api/input/follow';
import { followControlsProblem, type FollowControlsProblem } from '@common/follow-controls';
import { amountCheck, type AmountCheck } from '@/lib/amount-check';
import { refusedFields } from '@/lib/form-schema';
import { blank, followValues, type FollowForm } from './follow-form';
import { followProblems, type FollowProblems } from './validation';

// The follow settings' checks (issue 36), field by field: each field with the server's own schema, then the
// cross-field rules of common/follow-controls.ts, the ones the server applies, so the sheet refuses exactly what the
// server would, on the field the follower must change.

/** A problem with a percentage field: not a plain number, or out of its range (min and max in percent). */
export type PercentProblem = { kind: 'required' } | { kind: 'not_number' } | { kind: 'range'; min: string; max: string };

export interface FormProblems extends FollowProblems {
  amountPerOrder: AmountCheck | { kind: 'above_total'; allocation: string } | { kind: 'above_max_per_order'; max: string } | null;
  maxPerOrder: AmountCheck | { kind: 'above_total'; allocation: string } | null;
  stopLossAmount: AmountCheck | { kind: 'above_allocation'; allocation: string } | null;
  stopLossPercent: PercentProblem | null;
  slippage: PercentProblem | null;
}

/** Everything wrong with the form, field by field; the cross-field rules only once each field is usable on its own. */
export function formProblems(traderId: number, form: FollowForm, settings: FollowList): FormProblems {
  const base = followProblems(traderId, form.multiple, form.allocation, settings);
  const values = followValues(form, true);
  const refused = refusedFields(followTrader, { trader_id: traderId, ...values });
  const problems: FormProblems = {
    ...base,
    // Under a fixed amount the ratio is neither shown nor sent.
    multiple: form.sizing === 'ratio' ? base.multiple : null,
    amountPerOrder: form.sizing === 'amount' ? (amountCheck(form.amountPerOrder, refused.has('amount_per_order')) ?? null) : null,
    maxPerOrder: blank(form.maxPerOrder) ? null : (amountCheck(form.maxPerOrder, refused.has('max_per_order')) ?? null),
    stopLossAmount: form.stopLoss === 'amount' ? (amountCheck(form.stopLossAmount, refused.has('stop_loss_amount')) ?? null) : null,
    stopLossPercent: form.stopLoss === 'percent' ? percentCheck(form.stopLossPercent, refused.has('stop_loss_percent')) : null,
    slippage: percentCheck(form.slippage, refused.has('max_slippage_percent')),
  };
  if (hasFormProblem(problems)) return problems;
  const controls = followControlsProblem({
    maxTotal: values.max_amount,
    amountPerOrder: values.amount_per_order,
    maxPerOrder: values.max_per_order,
    maxSlippagePercent: values.max_slippage_percent,
    stopLossAmount: values.stop_loss_amount,
    stopLossPercent: values.stop_loss_percent,
  });
  return controls ? withControlsProblem(problems, controls) : problems;
}

function percentCheck(text: string, refused: boolean): PercentProblem | null {
  if (blank(text)) return { kind: 'required' };
  return refused ? { kind: 'not_number' } : null;
}

/** The shared rule's problem, on the field the follower must change. */
function withControlsProblem(problems: FormProblems, problem: FollowControlsProblem): FormProblems {
  switch (problem.field) {
    // Both kinds at once cannot come from the sheet (it sends the chosen one): the amount is the field to change.
    case 'stop_loss':
    case 'stop_loss_amount':
      return {
        ...problems,
        stopLossAmount:
          problem.problem === 'above_allocation' ? { kind: 'above_allocation', allocation: problem.allocation } : 'not_positive',
      };
    case 'stop_loss_percent':
      return { ...problems, stopLossPercent: { kind: 'range', min: problem.min, max: problem.max } };
    case 'max_slippage_percent':
      return { ...problems, slippage: { kind: 'range', min: problem.min, max: problem.max } };
    case 'max_per_order':
      return {
        ...problems,
        maxPerOrder: problem.problem === 'above_total' ? { kind: 'above_total', allocation: problem.allocation } : 'not_positive',
      };
    case 'amount_per_order':
      if (problem.problem === 'above_max_per_order')
        return { ...problems, amountPerOrder: { kind: 'above_max_per_order', max: problem.max } };
      return {
        ...problems,
        amountPerOrder: problem.problem === 'above_total' ? { kind: 'above_total', allocation: problem.allocation } : 'not_positive',
      };
  }
}

export function hasFormProblem(problems: FormProblems): boolean {
  return Object.values(problems).some((problem) => problem !== null);
}
