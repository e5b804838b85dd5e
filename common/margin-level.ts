import { MARGIN_WARNING_STEPS, type MarginWarningStep } from './notify';
import { Decimal } from './money';

// The margin level (equity / used margin) against the margin warning's steps (notify.ts MARGIN_WARNING_STEPS): the
// same rule the server's warnings fire by (server/contract/margin-steps.ts), for the screens that colour the level.
// Levels here are ratios, as the stop_out_level setting is: 1 is a margin level of 100%.

/**
 * The stop-out level an account is held to: the platform's (the stop_out_level setting), or the higher of the
 * close-out levels its positions keep from their owner's rule set (issue 38). `kept` is that highest kept level, as
 * the account's CloseOutLevel says it; null when no position keeps one.
 */
export function stopOutLevelOf(platform: Decimal.Value, kept: Decimal.Value | null): Decimal {
  const level = new Decimal(platform);
  return kept !== null && level.lessThan(kept) ? new Decimal(kept) : level;
}

/** The margin level at which `step` fires: stop-out + step% x (1 - stop-out); with a stop-out at 0.5, step 75 is 0.875. */
export function stepLevel(step: MarginWarningStep, stopOut: Decimal.Value): Decimal {
  const floor = new Decimal(stopOut);
  return floor.plus(new Decimal(1).minus(floor).times(step).dividedBy(100));
}

/** Equity as a share of the margin in use; null with no margin in use (nothing can be stopped out). */
export function marginLevel(equity: Decimal.Value, usedMargin: Decimal.Value): Decimal | null {
  const used = new Decimal(usedMargin);
  return used.lessThanOrEqualTo(0) ? null : new Decimal(equity).dividedBy(used);
}

/**
 * Where a margin level stands: null (nothing in use) or above every step is 'safe'; at or below a step it is that
 * step (the deepest reached, as the warning names it); at or below the stop-out level, 'stop_out'.
 */
export type MarginStanding = 'safe' | MarginWarningStep | 'stop_out';

export function marginStanding(level: Decimal | null, stopOut: Decimal.Value): MarginStanding {
  if (level === null) return 'safe';
  if (level.lessThanOrEqualTo(stopOut)) return 'stop_out';
  let reached: MarginStanding = 'safe';
  // The steps run from the shallowest (100) to the deepest (50): the last one reached is the deepest.
  for (const step of MARGIN_WARNING_STEPS) if (level.lessThanOrEqualTo(stepLevel(step, stopOut))) reached = step;
  return reached;
}
