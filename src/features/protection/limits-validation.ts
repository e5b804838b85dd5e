import { amountText } from '@common/api/input/amount';
import { setLimit, setSessionReminder, startCoolOff } from '@common/api/input/protection';
import type { LimitKind, LimitPeriod } from '@common/protection';
import { amountCheck, type AmountCheck } from '@/lib/amount-check';
import { refusedFields } from '@/lib/form-schema';

// The limits screen's checks before sending (issue 38), with the server's own schemas (common/api/input/protection):
// a limit's amount, the reminder's minutes, the cool-off's days. A form check, so it may run them (eslint.config.js's
// FORM_CHECKS). Removing a limit or the reminder is its own button: these never check an empty value as a removal.

export type { AmountCheck } from '@/lib/amount-check';

/**
 * A limit's amount as typed: a positive money amount, as the wallet's amounts are checked (blank, not a number, not
 * above 0, more than 2 decimals, too large), then by the call's schema, which refuses nothing more today.
 */
export function limitAmountCheck(kind: LimitKind, period: LimitPeriod, typed: string): AmountCheck | undefined {
  const amount = typed.trim();
  const problem = amountCheck(amount, !amountText.safeParse(amount).success);
  if (problem) return problem;
  return refusedFields(setLimit, { kind, period, amount }).has('amount') ? 'not_number' : undefined;
}

/** The reminder's minutes as typed: a whole number in the allowed range (the server's schema). */
export function reminderMinutesValid(typed: string): boolean {
  const minutes = typed.trim();
  return minutes !== '' && !refusedFields(setSessionReminder, { minutes }).has('minutes');
}

/** A cool-off's days: a whole number in the allowed range (the server's schema). */
export function coolOffDaysValid(typed: string): boolean {
  const days = typed.trim();
  return days !== '' && !refusedFields(startCoolOff, { days }).has('days');
}
