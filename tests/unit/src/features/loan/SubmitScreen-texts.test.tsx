import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { loanConfigs, loanGetDate, loanKycInfo, loanList, type LoanConfig } from '@common/api/loan';
import { LOAN_KYC_STATUS } from '@common/loan';
import { DEFAULT_LOCALE } from '@common/locales';
import { SubmitScreen } from '../../../../../src/features/loan/SubmitScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// A loan term's name and description are the operator's text in the reader's language (issue 31); a term without
// one is named by its period alone, as before.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const term = (more: Partial<LoanConfig>): LoanConfig => ({
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
  ...more,
});

function answering(config: LoanConfig) {
  return (endpoint: AnyEndpoint): unknown => {
    if (endpoint === loanKycInfo) return { status: LOAN_KYC_STATUS.approved, reason: '' };
    if (endpoint === loanConfigs) return [config];
    if (endpoint === loanGetDate) return { today: '2026-11-29', due_date: '2026-12-29' };
    if (endpoint === loanList) return { data: [], total: 0, current_page: 1, last_page: 1 };
    return {};
  };
}

afterEach(() => store.set(localeAtom, DEFAULT_LOCALE));

describe('the loan term chosen', () => {
  it('shows its name and description in Traditional Chinese to a reader of hk', async () => {
    store.set(localeAtom, 'hk');
    signedInAnswering(call, answering(term({ title: '月度貸款', desc: '一個月內還款，首數天免息。', lang: 'hk' })));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    const text = await screen.findByTestId('loan-term-text');
    expect(within(text).getByRole('heading', { name: '月度貸款' }).getAttribute('lang')).toBe('zh-Hant-HK');
    expect(within(text).getByText('一個月內還款，首數天免息。')).toBeTruthy();
  });

  it('shows nothing of its own when the operator named it not', async () => {
    store.set(localeAtom, 'en');
    signedInAnswering(call, answering(term({})));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByTestId('loan-term-text')).toBeNull();
  });
});
