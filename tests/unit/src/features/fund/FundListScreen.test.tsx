import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fundList, type Fund, type FundPage } from '@common/api/fund';
import { DEFAULT_LOCALE, type LocaleCode } from '@common/locales';
import { FundListScreen } from '../../../../../src/features/fund/FundListScreen';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// A fund's title is the operator's text in the reader's language (issue 31). The server answers in the language of
// the request, which the client takes from the language setting when it sends it; here the replaced client does the
// same, so the screen shows what the server would send in each language.
vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const TITLES: Partial<Record<LocaleCode, { title: string; lang: LocaleCode }>> = {
  hk: { title: '穩健 7 天', lang: 'hk' },
  en: { title: 'Steady 7-day', lang: 'en' },
};

function fundIn(lang: LocaleCode): Fund {
  const text = TITLES[lang] ?? { title: 'Steady 7-day', lang: 'en' };
  return {
    id: 1,
    image: '',
    currency_code: 'USD',
    dividend_percentage: '0.35',
    staring_sub_amount: '100.00',
    lock_dividend_days: 7,
    max_sub_amount: '5000.00',
    desc: '',
    liquidated_damages: '5',
    refund_mode: 1,
    ...text,
  };
}

const page = (lang: LocaleCode): FundPage<Fund> => ({ data: [fundIn(lang)], total: 1, current_page: 1, last_page: 1 });

afterEach(() => store.set(localeAtom, DEFAULT_LOCALE));

describe('the mining list', () => {
  it('shows a fund in Traditional Chinese to a reader of hk, marked as that language', async () => {
    store.set(localeAtom, 'hk');
    signedInAnswering(call, (endpoint) => (endpoint === fundList ? page(store.get(localeAtom)) : {}));
    renderScreen(() => <FundListScreen />, '/mining');
    const title = await screen.findByRole('heading', { name: '穩健 7 天' });
    expect(title.getAttribute('lang')).toBe('zh-Hant-HK');
  });

  it('asks again after a language switch, never showing the language before under the new one', async () => {
    store.set(localeAtom, 'hk');
    signedInAnswering(call, (endpoint) => (endpoint === fundList ? page(store.get(localeAtom)) : {}));
    renderScreen(() => <FundListScreen />, '/mining');
    await screen.findByRole('heading', { name: '穩健 7 天' });
    act(() => store.set(localeAtom, 'en'));
    const english = await screen.findByRole('heading', { name: 'Steady 7-day' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.queryByText('穩健 7 天')).toBeNull();
    expect(call.mock.calls.filter(([endpoint]) => endpoint === fundList)).toHaveLength(2);
  });
});
