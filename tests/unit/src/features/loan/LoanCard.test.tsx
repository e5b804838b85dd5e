import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Loan } from '@common/api/loan';
import { LOAN_STATUS } from '@common/loan';
import { LoanCard } from '../../../../../src/features/loan/RecordScreen';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// A loan card says what the loan is now: a refused application was never paid out, so nothing is to be repaid and no
// late fee can run (issue 31, item 6); a loan being repaid shows what is due and the fees so far.

const loan = (status: Loan['status'], changes: Partial<Loan> = {}): Loan => ({
  id: 9,
  config_id: 2,
  amount: '1000.00',
  loan_period: 30,
  free_period: 3,
  interest_amount: '13.50',
  interest_rate: '5',
  penalty_rate: '25',
  penalty_amount: '0.00',
  penalty_days: 0,
  total_repay: '1013.50',
  amount_due: '1013.50',
  status,
  reason: '',
  reviewed_at: 0,
  repayment_time: 0,
  due_date: '',
  agreement: '',
  agreement_sha256: '',
  template_version: 1,
  agreement_locale: 'en',
  sign_img: '',
  shown_at: 0,
  signed_at: 0,
  repayment: null,
  repaid_at: 0,
  created_at: Date.parse('2026-11-20T10:00:00Z'),
  ...changes,
});

beforeEach(() => store.set(localeAtom, 'en'));

describe('a loan card', () => {
  it('of a refused application shows the reason, and neither an amount to repay nor late fees', async () => {
    renderScreen(() => <LoanCard loan={loan(LOAN_STATUS.rejected, { reason: 'Income not shown' })} />);
    await screen.findByText('Reason: Income not shown');
    expect(screen.queryByText('Total to repay')).toBeNull();
    expect(screen.queryByText('Late fees so far')).toBeNull();
    expect(screen.queryByTestId('loan-due')).toBeNull();
  });

  it('of a loan being repaid shows the amount due and the late fees so far', async () => {
    renderScreen(() => (
      <LoanCard
        loan={loan(LOAN_STATUS.repaying, { due_date: '2026-12-20', amount_due: '1016.00', penalty_amount: '2.50', penalty_days: 1 })}
      />
    ));
    expect((await screen.findByTestId('loan-due')).textContent).toContain('1,016.00');
    expect(screen.getByTestId('loan-penalty').textContent).toContain('2.50');
  });
});
