import { Trans } from '@lingui/react/macro';
import type { LoanConfig } from '@common/api/loan';
import { dailyPenalty, dayRatePercent, loanInterest, loanTotalRepay } from '@common/loan';
import { Figure, Figures } from '@/ui';
import { useDay, useFigure } from './useFigure';

export interface LoanSummaryProps {
  config: LoanConfig;
  /** A valid amount for the config, or null while the amount is empty or wrong (the figures show "--"). */
  amount: string | null;
  /** The due day (YYYY-MM-DD) from the server's clock, or null while it is asked for. */
  dueDate: string | null;
  currency: string;
}

/**
 * What a loan of this amount and period costs, with the functions the server books it with (common/loan.ts):
 * the day rate shown as rate / 100 %, the interest-free days, the total interest, the total to repay and the due day.
 */
export function LoanSummary({ config, amount, dueDate, currency }: LoanSummaryProps) {
  const figure = useFigure();
  const day = useDay();
  const days = config.loan_period;
  const free = config.free_period;
  const interest = amount === null ? null : loanInterest(amount, config.interest_rate, days, free);
  const total = amount === null ? null : loanTotalRepay(amount, config.interest_rate, days, free);
  const lateFee = amount === null ? null : dailyPenalty(amount, config.penalty_rate);
  const money = (value: string | null) => (value === null ? '--' : `${figure(value)} ${currency}`);
  return (
    <Figures data-testid="loan-summary">
      <Figure label={<Trans>Day rate</Trans>} num data-testid="day-rate">
        {dayRatePercent(config.interest_rate)}%
      </Figure>
      <Figure label={<Trans>Loan period</Trans>}>
        <Trans>{days} days</Trans>
      </Figure>
      <Figure label={<Trans>Interest-free days</Trans>}>
        <Trans>{free} days</Trans>
      </Figure>
      <Figure label={<Trans>Interest</Trans>} num data-testid="interest">
        {money(interest)}
      </Figure>
      <Figure label={<Trans>Total to repay</Trans>} num data-testid="total-repay">
        {money(total)}
      </Figure>
      <Figure label={<Trans>Due date</Trans>} data-testid="due-date">
        {dueDate === null ? '--' : day(dueDate)}
      </Figure>
      <Figure label={<Trans>Late fee a day</Trans>} num data-testid="late-fee">
        {lateFee === null ? `${dayRatePercent(config.penalty_rate)}%` : `${dayRatePercent(config.penalty_rate)}% · ${money(lateFee)}`}
      </Figure>
    </Figures>
  );
}
