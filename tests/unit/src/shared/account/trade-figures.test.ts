import { describe, expect, it } from 'vitest';
import type { ForexDetail } from '@common/api/trade';
import { withTradeFigures } from '../../../../../src/shared/account/trade-figures';

const detail: ForexDetail = {
  balance: '900.00',
  lockBalance: '100.00',
  ProfitsTotal: '0.00',
  CautionMoneyAll: '100.00',
  Equity: '1000.00',
  HazardRate: '10.00',
  PrepaymentRatio: '1000.00',
  TradeFeeType: 1,
  CloseOutLevel: null,
};
const push = {
  ProfitsTotal: '1.00',
  HazardRate: '10.00',
  CautionMoneyAll: '5',
  Equity: '100',
  PrepaymentRatio: '1000.00',
  CloseOutLevel: null,
  TransOrder: [],
};

describe('a FOREX_TRADE push on the cached contract account', () => {
  it('takes the live figures and keeps the rest', () => {
    const next = withTradeFigures(detail, push);
    expect(next).toEqual({ ...detail, ProfitsTotal: '1.00' });
    expect(next.balance).toBe('900.00');
  });

  it('takes the close-out level the positions now keep (a pending order filled under a 50% rule)', () => {
    expect(withTradeFigures(detail, { ...push, ProfitsTotal: '0.00', CloseOutLevel: '0.5' })).toEqual({ ...detail, CloseOutLevel: '0.5' });
  });

  it('gives the same object back when nothing shown changed, so nothing repaints', () => {
    const next = withTradeFigures(detail, push);
    expect(withTradeFigures(next, { ...push })).toBe(next);
  });
});
