import { useLingui } from '@lingui/react/macro';
import type { LimitKind, LimitPeriod } from '@common/protection';

/** The limits' names in the user's language: each kind and period in full, so each is translated as a whole. */
export function useLimitWords() {
  const { t } = useLingui();
  const titles: Record<LimitKind, Record<LimitPeriod, string>> = {
    deposit: { day: t`Daily deposit limit`, week: t`Weekly deposit limit`, month: t`Monthly deposit limit` },
    loss: { day: t`Daily loss limit`, week: t`Weekly loss limit`, month: t`Monthly loss limit` },
  };
  const periods: Record<LimitPeriod, string> = { day: t`Per day`, week: t`Per week`, month: t`Per month` };
  const groups: Record<LimitKind, string> = { deposit: t`Deposit limits`, loss: t`Loss limits` };
  const explanations: Record<LimitKind, string> = {
    deposit: t`The most you can deposit in a day, a week or a month. A deposit past it is refused.`,
    loss: t`The most you can lose in a day, a week or a month, costs included. An order that could take you past it is refused.`,
  };
  return {
    title: (kind: LimitKind, period: LimitPeriod) => titles[kind][period],
    period: (period: LimitPeriod) => periods[period],
    group: (kind: LimitKind) => groups[kind],
    explanation: (kind: LimitKind) => explanations[kind],
    /** What the period has used so far (an amount as shown, in USD). */
    used: (kind: LimitKind, amount: string) =>
      kind === 'deposit' ? t`Deposited this period: ${amount} USD` : t`Lost this period: ${amount} USD`,
  };
}
