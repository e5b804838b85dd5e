import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { loanConfigs, loanGetDate, loanKycInfo, loanList, type LoanConfig } from '@common/api/loan';
import { LOAN_KYC_STATUS, LOAN_STATUS } from '@common/loan';
import { SubmitScreen } from '../../../../../src/features/loan/SubmitScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// A second loan is refused on entry, not after the amount, the agreement, the signature and the consent (issue 31,
// item 6): one loan may be under review or being repaid at a time, and the offer says so before anything is typed.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const THIRTY_DAYS: LoanConfig = {
  id: 2,
  loan_period: 30,
  min_amount: '500.00',
  max_amount: '10000.00',
  interest_rate: '5',
  free_period: 3,
  penalty_rate: '25',
  title: '',
  desc: '',
  lang: 'en',
};

function answering(loanStatus: number | null) {
  return (endpoint: AnyEndpoint): unknown => {
    if (endpoint === loanKycInfo) return { status: LOAN_KYC_STATUS.approved, reason: '' };
    if (endpoint === loanConfigs) return [THIRTY_DAYS];
    if (endpoint === loanGetDate) return { today: '2026-11-29', due_date: '2026-12-29' };
    if (endpoint === loanList) {
      const data = loanStatus === null ? [] : [{ id: 4, status: loanStatus, amount: '1000.00' }];
      return { data, total: data.length, current_page: 1, last_page: 1 };
    }
    return {};
  };
}

beforeEach(() => store.set(localeAtom, 'en'));

describe('the loan offer', () => {
  it('says at once that a loan is already under review or to repay, and offers no form', async () => {
    signedInAnswering(call, answering(LOAN_STATUS.repaying));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    expect(await screen.findByText('You already have a loan under review or to repay')).toBeTruthy();
    expect(screen.getByText('You can apply for a new loan once it is settled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('offers the form when the last loan is settled', async () => {
    signedInAnswering(call, answering(LOAN_STATUS.repaid));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByText('You already have a loan under review or to repay')).toBeNull();
  });
});
