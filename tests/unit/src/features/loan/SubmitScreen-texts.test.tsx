import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '@common/locales';
import { SubmitScreen } from '../../../../../src/features/loan/SubmitScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';
import { loanTerm, offerAnswers } from './loan-offer';

// A loan term's name and description are the operator's text in the reader's language (issue 31); a term without
// one is named by its period alone, as before.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

afterEach(() => store.set(localeAtom, DEFAULT_LOCALE));

describe('the loan term chosen', () => {
  it('shows its name and description in Traditional Chinese to a reader of hk', async () => {
    store.set(localeAtom, 'hk');
    signedInAnswering(call, offerAnswers(loanTerm({ title: '月度貸款', desc: '一個月內還款，首數天免息。', lang: 'hk' })));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    const text = await screen.findByTestId('loan-term-text');
    expect(within(text).getByRole('heading', { name: '月度貸款' }).getAttribute('lang')).toBe('zh-Hant-HK');
    expect(within(text).getByText('一個月內還款，首數天免息。')).toBeTruthy();
  });

  it('shows nothing of its own when the operator named it not', async () => {
    store.set(localeAtom, 'en');
    signedInAnswering(call, offerAnswers(loanTerm({})));
    renderScreen(() => <SubmitScreen />, '/loan/submit');
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByTestId('loan-term-text')).toBeNull();
  });
});
