import { Decimal, isUnsignedDecimalText } from '@common/money';
import type { MicroOption, MicroOptions } from '@common/api/micro';
import { breakEvenWinRate, percentOfRatio, type MicroDirection } from '@common/micro';
import { microAmountRefused } from './trade-validation';

// The micro (option) form's rules (spec sections 4, 5 and 9), apart from React so they are tested without a
// browser: where the form starts, which expiry is chosen, how its figures read, and when a submit sends nothing.
// Expected income itself is common/micro.ts's microExpectedIncome, the engine's own formula.

export interface MicroDraft {
  /** The chosen expiry (an option's Seconds); null while no option is offered. */
  seconds: number | null;
  /** The amount to stake, as typed. */
  amount: string;
}

/** The amount an expiry starts with: the first preset it accepts, else its minimum. */
function startingAmount(options: MicroOptions, option: MicroOption): string {
  const preset = options.number.find(
    (value) => isUnsignedDecimalText(value) && new Decimal(value).greaterThanOrEqualTo(option.LimitAmount),
  );
  return preset ?? option.LimitAmount;
}

/** A fresh form: the shortest expiry listed first, and the first preset amount that expiry accepts. */
export function initialMicroDraft(options: MicroOptions): MicroDraft {
  const first = options.sec[0];
  if (!first) return { seconds: null, amount: '' };
  return { seconds: first.Seconds, amount: startingAmount(options, first) };
}

/**
 * The form as it was kept on the device (trade-memory.ts), where that still fits what is offered: an expiry no
 * longer offered is the first one, and an amount that expiry would refuse (not a positive amount with at most 2
 * decimals, or under its minimum) is the one it starts with.
 */
export function keptMicroDraft(options: MicroOptions, kept: MicroDraft | null): MicroDraft {
  const fresh = initialMicroDraft(options);
  const option = chosenOption(options, kept?.seconds ?? null);
  if (!kept || !option) return fresh;
  const amount = microProblem(kept, option) === null ? kept.amount.trim() : startingAmount(options, option);
  return { seconds: option.Seconds, amount };
}

/** The option the draft's expiry names, if it is still offered. */
export function chosenOption(options: MicroOptions | null, seconds: number | null): MicroOption | undefined {
  return options?.sec.find((option) => option.Seconds === seconds);
}

/** The preset chip that matches the typed amount ("50" and "50.00" are the same), else null. */
export function presetOf(presets: readonly string[], amount: string): string | null {
  const text = amount.trim();
  if (!isUnsignedDecimalText(text)) return null;
  return presets.find((preset) => isUnsignedDecimalText(preset) && new Decimal(preset).equals(text)) ?? null;
}

/** The share of orders that must win to break even, as a percent with at most 2 decimals ("55.56"). */
export function breakEvenPercent(ratio: Decimal.Value, lossLevel: number): string {
  return percentOfRatio(breakEvenWinRate(ratio, lossLevel));
}

/** Why a submit sends nothing, for the message the form shows. */
export type MicroProblem = 'no-option' | 'amount' | 'amount-decimals' | 'below-limit';

/**
 * What stops a submit: no expiry to choose, an amount the server's schema refuses (not a positive amount with at
 * most 2 decimals; said as "too many decimals" when it is a positive number with more), or one under the chosen
 * expiry's minimum (a live figure of the options, so the form's own rule; the server checks it again).
 */
export function microProblem(draft: MicroDraft, option: MicroOption | undefined): MicroProblem | null {
  if (!option) return 'no-option';
  const text = draft.amount.trim();
  if (microAmountRefused(text, option.Seconds)) {
    return isUnsignedDecimalText(text) && new Decimal(text).greaterThan(0) ? 'amount-decimals' : 'amount';
  }
  if (new Decimal(text).lessThan(option.LimitAmount)) return 'below-limit';
  return null;
}

/** The parameters of GET /v2/api/micro/submit (spec section 7). */
export interface MicroSubmitParams {
  forex_id: number;
  type: MicroDirection;
  number: string;
  seconds: number;
}

/** The call a valid draft makes (check microProblem first: without an expiry there is no call). */
export function microSubmitParams(draft: MicroDraft, instrumentId: number, direction: MicroDirection): MicroSubmitParams | null {
  if (draft.seconds === null) return null;
  return { forex_id: instrumentId, type: direction, number: draft.amount.trim(), seconds: draft.seconds };
}
