import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoanSummary } from '../../../../../src/features/loan/LoanSummary';
import { localeAtom, store } from '../../../../../src/lib/store';
import { loanTerm } from './loan-offer';

// The offer's summary: what a loan costs, by the formulas the server books it with, as the user reads it before
// applying. Worked by hand: 1,000 USD for 30 days at a rate of 5 (0.05% a day) with 3 interest-free days costs
// 1000 x 0.0005 x 27 = 13.50 in interest, 1,013.50 in all; the late fee is 0.25% of 1,000 = 2.50 a day.

const THIRTY_DAYS = loanTerm();

function renderSummary(amount: string | null, dueDate: string | null, config = THIRTY_DAYS) {
  render(
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <LoanSummary config={config} amount={amount} dueDate={dueDate} currency="USD" />
      </I18nProvider>
    </JotaiProvider>,
  );
}

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe('the loan summary', () => {
  beforeEach(() => store.set(localeAtom, 'en'));

  it('shows the day rate, interest, total to repay, due date and late fee of the amount', () => {
    renderSummary('1000', '2026-12-26');
    expect(figure('day-rate')).toBe('0.05%');
    expect(figure('interest')).toBe('13.50 USD');
    expect(figure('total-repay')).toBe('1,013.50 USD');
    expect(figure('due-date')).toBe('12/26/2026');
    expect(figure('late-fee')).toBe('0.25% · 2.50 USD');
    expect(screen.getByText('3 days')).toBeTruthy();
  });

  it('charges no interest on a loan that is interest-free for its whole period', () => {
    renderSummary('250.50', '2026-12-03', { ...THIRTY_DAYS, loan_period: 7, free_period: 7, interest_rate: '8' });
    expect(figure('day-rate')).toBe('0.08%');
    expect(figure('interest')).toBe('0.00 USD');
    expect(figure('total-repay')).toBe('250.50 USD');
  });

  it('rounds the interest half up to cents, as the ledger books it', () => {
    // 333.33 x 0.0004 x 83 = 11.066556, booked as 11.07.
    renderSummary('333.33', null, { ...THIRTY_DAYS, loan_period: 90, free_period: 7, interest_rate: '4' });
    expect(figure('interest')).toBe('11.07 USD');
    expect(figure('total-repay')).toBe('344.40 USD');
  });

  it('shows dashes, not figures, until the amount is valid and the due date is known', () => {
    renderSummary(null, null);
    expect(figure('interest')).toBe('--');
    expect(figure('total-repay')).toBe('--');
    expect(figure('due-date')).toBe('--');
    // The rates are the config's, known before any amount.
    expect(figure('day-rate')).toBe('0.05%');
    expect(figure('late-fee')).toBe('0.25%');
  });

  it('groups figures for the user language', () => {
    store.set(localeAtom, 'de');
    renderSummary('1000', '2026-12-26');
    expect(figure('total-repay')).toBe('1.013,50 USD');
  });
});
