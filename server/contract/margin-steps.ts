import { Decimal, formatAmount } from '../../common/money';
import { MARGIN_WARNING_STEPS, type MarginWarningStep } from '../../common/notify';
import { stepLevel } from '../../common/margin-level';

// The margin warning's steps (common/notify.ts MARGIN_WARNING_STEPS; their levels in common/margin-level.ts, which the
// screens colour the level by) as pure functions of the margin level and the stop-out level, so they are tested
// without an engine. Levels here are ratios (equity / used margin), as the
// stop_out_level setting is: 1 is a margin level of 100%.

/**
 * How far above its step a spent step's margin level must rise before the step arms again, in margin level (0.05:
 * five percentage points). Without it a level hovering at a step would warn on every small swing across it.
 */
export const MARGIN_REARM_GAP = new Decimal('0.05');

/** A ratio as the warning's detail writes it: a percentage with 2 decimals ("0.824" is "82.40"). */
export function percentText(ratio: Decimal.Value): string {
  return formatAmount(new Decimal(ratio).times(100));
}

export interface StepChange {
  /** The step to warn of now, or null: the deepest step newly reached (one entry however many one tick passed). */
  fire: MarginWarningStep | null;
  /** Steps newly reached: spent from now on, the one warned of and any shallower one the same fall passed. */
  spent: MarginWarningStep[];
  /** Spent steps the level rose clear of (by MARGIN_REARM_GAP): they warn again on the next fall. */
  rearmed: MarginWarningStep[];
}

/**
 * What the margin level `level` (null: no margin in use) does to the steps already `spent`. The caller never asks at
 * or below the stop-out level: a stop-out is no warning, its closes are told as contract_closed.
 */
export function stepChange(spent: ReadonlySet<MarginWarningStep>, level: Decimal | null, stopOut: Decimal.Value): StepChange {
  const change: StepChange = { fire: null, spent: [], rearmed: [] };
  for (const step of MARGIN_WARNING_STEPS) {
    const at = stepLevel(step, stopOut);
    if (spent.has(step)) {
      if (level === null || level.greaterThan(at.plus(MARGIN_REARM_GAP))) change.rearmed.push(step);
    } else if (level !== null && level.lessThanOrEqualTo(at)) {
      change.spent.push(step);
      // The steps run from the shallowest (100) to the deepest (50): the last one reached is the deepest.
      change.fire = step;
    }
  }
  return change;
}
