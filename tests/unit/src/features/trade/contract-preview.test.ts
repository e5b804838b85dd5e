import { describe, expect, it } from 'vitest';
import type { TradeItem } from '@common/api/market';
import { PRICE_MODE } from '@common/contract';
import { initialDraft } from '../../../../../src/features/trade/contract-form';
import { contractPreview, type PreviewInput } from '../../../../../src/features/trade/contract-preview';

function instrument(overrides: Partial<TradeItem>): TradeItem {
  return {
    Id: 1,
    Code: 'EURUSD',
    ShowCode: 'EUR/USD',
    Logo: '',
    CategoryId: 1,
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: '0.01',
    ForexMinCont: '0.01',
    ForexContNum: '100000',
    ForexFeeRate: '0.0002',
    MarginMode: 2,
    HasForexMultiple: [{ Value: 100 }],
    ForexQuotations: { Open: '1.085', Close: '1.08500', Change: '0', High: '1.09', Low: '1.08' },
    ...overrides,
  };
}

const prices: Record<string, string> = { USDJPY: '150.000' };

function input(item: TradeItem, overrides: Partial<PreviewInput> = {}): PreviewInput {
  return {
    item,
    draft: initialDraft(item, item.ForexQuotations.Close),
    close: item.ForexQuotations.Close,
    feeType: 2,
    freeMargin: '1000.00',
    priceOf: (code) => prices[code],
    ...overrides,
  };
}

describe('the contract form preview', () => {
  it('leverage margin = lots x units x price / multiple, fee = margin x rate, and the free margin left', () => {
    // 0.01 x 100000 x 1.085 / 100 = 10.85; fee 10.85 x 0.0002 = 0.00217 -> 0.00.
    expect(contractPreview(input(instrument({})))).toEqual({
      margin: '10.85',
      fee: '0.00',
      freeAfter: '989.15',
      needed: '10.85',
      free: '1000.00',
      short: false,
    });
  });

  it('fee type 1 charges lots x fee rate', () => {
    const item = instrument({ ForexFeeRate: '5' });
    expect(contractPreview(input(item, { feeType: 1 })).fee).toBe('0.05');
    expect(contractPreview(input(item, { feeType: 2 })).fee).toBe('54.25');
  });

  it('converts a yen quote to dollars at the live USDJPY price', () => {
    const item = instrument({ Code: 'EURJPY', ForexQuotations: { Open: '164', Close: '164.100', Change: '0', High: '0', Low: '0' } });
    // 0.01 x 100000 x 164.1 / 100 = 1641 yen = 10.94 USD at 150.
    expect(contractPreview(input(item)).margin).toBe('10.94');
  });

  it('fixed margin mode: lots x units per lot, whatever the price and multiple', () => {
    const item = instrument({ MarginMode: 1, ForexContNum: '1000' });
    expect(contractPreview(input(item)).margin).toBe('10.00');
  });

  it('a pending order is valued at its own price', () => {
    const item = instrument({});
    const draft = { ...initialDraft(item, '1.08500'), mode: PRICE_MODE.pending, pendingPrice: '2.17000' };
    expect(contractPreview(input(item, { draft })).margin).toBe('21.70');
  });

  it('says when the order needs more than the free margin', () => {
    const preview = contractPreview(input(instrument({}), { freeMargin: '10.00' }));
    expect(preview).toMatchObject({ freeAfter: '-0.85', needed: '10.85', free: '10.00', short: true });
  });

  it('leaves out what it cannot know: a guest balance, a missing rate, empty lots', () => {
    expect(contractPreview(input(instrument({}), { freeMargin: null }))).toEqual({
      margin: '10.85',
      fee: '0.00',
      freeAfter: null,
      needed: '10.85',
      free: null,
      short: false,
    });
    const noRate = instrument({ Code: 'EURCHF' });
    expect(contractPreview(input(noRate)).margin).toBeNull();
    const item = instrument({});
    expect(contractPreview(input(item, { draft: { ...initialDraft(item, '1.085'), lots: '' } })).margin).toBeNull();
  });
});
