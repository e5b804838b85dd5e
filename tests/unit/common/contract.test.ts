import { describe, expect, it } from 'vitest';
import { MARGIN_MODE, nearestStopLevel, orderCost, SIDE, stopSideValid } from '../../../common/contract';
import { TRADE_FEE_TYPE } from '../../../common/settings';

// What placing an order costs, as the server's order plan and the order form's preview both compute it: the margin to
// the cent, and the fee taken on the exact margin before it is rounded (spec: fee type 2 is margin x fee rate).

const EURUSD_BUY = { marginMode: MARGIN_MODE.leverage, lots: '0.1', unitsPerLot: 100_000, price: '1.10020', multiple: 100, usdRate: 1 };

describe('orderCost', () => {
  it('takes the fee on the exact margin, then rounds each to the cent', () => {
    // 0.1 x 100000 x 1.10020 / 100 = 110.02; fee 110.02 x 0.0002 = 0.022004 -> 0.02.
    const cost = orderCost({ ...EURUSD_BUY, feeType: TRADE_FEE_TYPE.ofMargin, feeRate: '0.0002' });
    expect([cost.margin.toFixed(2), cost.fee.toFixed(2)]).toEqual(['110.02', '0.02']);
  });

  it('charges per lot under fee type 1', () => {
    const cost = orderCost({ ...EURUSD_BUY, feeType: TRADE_FEE_TYPE.perLot, feeRate: '7' });
    expect([cost.margin.toFixed(2), cost.fee.toFixed(2)]).toEqual(['110.02', '0.70']);
  });
});

describe('nearestStopLevel', () => {
  it('is one price step on the side stopSideValid accepts, and the close itself is refused', () => {
    expect(nearestStopLevel(SIDE.buy, 'stop_loss', '67000', '0.01').toFixed()).toBe('66999.99');
    expect(nearestStopLevel(SIDE.buy, 'take_profit', '67000', '0.01').toFixed()).toBe('67000.01');
    expect(nearestStopLevel(SIDE.sell, 'stop_loss', '1.1', '0.00001').toFixed()).toBe('1.10001');
    expect(nearestStopLevel(SIDE.sell, 'take_profit', '1.1', '0.00001').toFixed()).toBe('1.09999');
    for (const side of [SIDE.buy, SIDE.sell]) {
      for (const kind of ['stop_loss', 'take_profit'] as const) {
        expect(stopSideValid(side, kind, nearestStopLevel(side, kind, '67000', '0.01'), '67000')).toBe(true);
        expect(stopSideValid(side, kind, '67000', '67000')).toBe(false);
      }
    }
  });
});
