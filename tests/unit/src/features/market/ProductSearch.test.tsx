import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchInstruments, type SearchItem } from '@common/api/market';
import { DEFAULT_LOCALE } from '@common/locales';
import { ProductSearch } from '../../../../../src/features/market/ProductSearch';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// The instrument search's results (issue 41, defect 10): each price written as every other screen writes it, with
// the language's thousands separators at the instrument's decimals, and the day's change beside it, signed and
// coloured by its direction.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const found: SearchItem[] = [
  { Id: 13, ShowCode: 'BTC/USDT', PricePrecision: 2, ForexQuotations: { Close: '67432.5', Change: '1.254' } },
  { Id: 14, ShowCode: 'ETH/USDT', PricePrecision: 2, ForexQuotations: { Close: '3012.75', Change: '-0.5' } },
  { Id: 1, ShowCode: 'EUR/USD', PricePrecision: 5, ForexQuotations: { Close: '1.0841', Change: '0.001' } },
];

function answerSearch(): void {
  call.mockReset();
  call.mockImplementation((endpoint) => Promise.resolve(endpoint === searchInstruments ? found : []));
}

const rowOf = (code: string) => screen.getByRole('button', { name: new RegExp(code.replace('/', '\\/')) });

afterEach(() => store.set(localeAtom, DEFAULT_LOCALE));

describe('the instrument search', () => {
  it('shows each result’s price grouped at its decimals and the day’s change, signed and toned', async () => {
    store.set(localeAtom, 'en');
    answerSearch();
    renderScreen(() => <ProductSearch initialQuery="T" onQueryChange={() => undefined} />, '/product');
    await screen.findByText('BTC/USDT');
    expect(rowOf('BTC/USDT').textContent).toContain('67,432.50');
    expect(rowOf('ETH/USDT').textContent).toContain('3,012.75');
    expect(rowOf('EUR/USD').textContent).toContain('1.08410');

    const changes = found.map((item) => rowOf(item.ShowCode).querySelector('[data-tone]'));
    expect(changes.map((change) => change?.textContent)).toEqual(['+1.25%', '-0.50%', '0.00%']);
    expect(changes.map((change) => change?.getAttribute('data-tone'))).toEqual(['up', 'down', 'flat']);
  });

  it('groups for the language chosen, as home does', async () => {
    store.set(localeAtom, 'de');
    answerSearch();
    renderScreen(() => <ProductSearch initialQuery="BTC" onQueryChange={() => undefined} />, '/product');
    await screen.findByText('BTC/USDT');
    expect(rowOf('BTC/USDT').textContent).toContain('67.432,50');
    expect(rowOf('BTC/USDT').textContent).toContain('+1,25%');
  });
});
