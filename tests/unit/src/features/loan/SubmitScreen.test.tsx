import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAN_STATUS } from '@common/loan';
import { SubmitScreen } from '../../../../../src/features/loan/SubmitScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';
import { loanTerm, offerAnswers } from './loan-offer';

// A second loan is refused on entry, not after the amount, the agreement, the signature and the consent (issue 31,
// item 6): one loan may be under review or being repaid at a time, and the offer says so before anything is typed.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

beforeEach(() => store.set(localeAtom, 'en'));

describe('the loan offer', () => {
  it('says at once that a loan is already under review or to repay, and offers no form', async () => {
    signedInAnswering(call, offerAnswers(loanTerm(), LOAN_STATUS.repaying));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    expect(await screen.findByText('You already have a loan under review or to repay')).toBeTruthy();
    expect(screen.getByText('You can apply for a new loan once it is settled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('offers the form when the last loan is settled', async () => {
    signedInAnswering(call, offerAnswers(loanTerm(), LOAN_STATUS.repaid));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByText('You already have a loan under review or to repay')).toBeNull();
  });
});
