import { describe, expect, it } from 'vitest';
import { PRICE_MODE, SIDE } from '@common/contract';
import {
  decimalsOf,
  initialDraft,
  keptDraft,
  lotsFit,
  maxLots,
  multiplesOf,
  priceStep,
  submitParams,
  submitProblem,
  toggleStop,
  type ContractDraft,
} from '../../../../../src/features/trade/contract-form';
import { instrument } from './fixtures';
import { canDecrease, canIncrease, stepDown, stepUp } from '../../../../../src/ui/stepper-math';

const close = '67000.00';

describe('a fresh contract form', () => {
  it('starts at the market, with the minimum lots, the first multiple and no stops at the current close', () => {
    const draft = initialDraft(instrument({ ForexMinCont: '0.1' }), close);
    expect(draft).toEqual({
      mode: PRICE_MODE.market,
      pendingPrice: close,
      lots: '0.1',
      multiple: 2,
      stopLoss: { on: false, price: close },
      takeProfit: { on: false, price: close },
    });
  });

  it('has no multiple when the instrument lists none', () => {
    const item = instrument({ HasForexMultiple: [] });
    expect(multiplesOf(item)).toEqual([]);
    expect(initialDraft(item, close).multiple).toBeNull();
  });
});

describe('a contract form kept on the device', () => {
  const kept = {
    lots: '0.07',
    multiple: 10,
    stopLoss: { on: true, price: '66000' },
    takeProfit: { on: true, price: '68000.5' },
  };

  it('opens with the kept lots, multiple and stops, at the market', () => {
    expect(keptDraft(instrument(), close, kept)).toEqual({
      mode: PRICE_MODE.market,
      pendingPrice: close,
      lots: '0.07',
      multiple: 10,
      stopLoss: { on: true, price: '66000' },
      takeProfit: { on: true, price: '68000.5' },
    });
  });

  it('is a fresh form when nothing was kept', () => {
    expect(keptDraft(instrument(), close, undefined)).toEqual(initialDraft(instrument(), close));
  });

  it('falls back, field by field, for lots outside the minimum and maximum or not a number', () => {
    const item = instrument({ ForexMinCont: '0.1', ForexMaxCont: '5' });
    for (const lots of ['0.07', '5.01', '', 'ten', '-1', '0.105']) {
      const draft = keptDraft(item, close, { ...kept, lots });
      expect(draft.lots).toBe('0.1');
      expect(draft.multiple).toBe(10);
    }
    expect(keptDraft(item, close, { ...kept, lots: '5' }).lots).toBe('5');
    expect(lotsFit(item, '0.1')).toBe(true);
    expect(lotsFit(item, '0.15')).toBe(true);
  });

  it('falls back to the first multiple for one no longer offered, and to none when none is', () => {
    expect(keptDraft(instrument({ HasForexMultiple: [{ Value: 5 }, { Value: 20 }] }), close, kept).multiple).toBe(5);
    expect(keptDraft(instrument(), close, { ...kept, multiple: null }).multiple).toBe(2);
    expect(keptDraft(instrument({ HasForexMultiple: [] }), close, kept).multiple).toBeNull();
    expect(keptDraft(instrument(), close, kept).lots).toBe('0.07');
  });

  it('unticks a stop whose kept price the instrument cannot have, at the close as a fresh one', () => {
    for (const price of ['0', '', 'x', '66000.001', '66000.']) {
      const draft = keptDraft(instrument(), close, { ...kept, stopLoss: { on: true, price } });
      expect(draft.stopLoss).toEqual({ on: false, price: close });
      expect(draft.takeProfit).toEqual({ on: true, price: '68000.5' });
    }
    expect(keptDraft(instrument(), close, { ...kept, takeProfit: { on: false, price: '70000' } }).takeProfit).toEqual({
      on: false,
      price: close,
    });
  });
});

describe('the lots stepper', () => {
  it('steps by Pip, keeping its decimals', () => {
    expect(decimalsOf('0.01')).toBe(2);
    expect(decimalsOf('10')).toBe(0);
    expect(stepUp('0.01', '0.01', { min: '0.01', precision: 2 })).toBe('0.02');
    expect(stepUp('10', '10', { min: '10', precision: 0 })).toBe('20');
  });

  it('disables minus when lots minus the step would be <= 0 (or under the minimum)', () => {
    expect(canDecrease('0.01', '0.01', '0.01')).toBe(false);
    expect(canDecrease('0.02', '0.01', '0.01')).toBe(true);
    expect(canDecrease('0.1', '0.1', undefined)).toBe(false);
    expect(canDecrease('0.15', '0.1', '0.1')).toBe(false);
    expect(stepDown('0.01', '0.01', { min: '0.01', precision: 2 })).toBe('0.01');
  });

  it('stops plus at the engine limit of 10,000 times the minimum', () => {
    expect(maxLots(instrument())).toBe('100');
    expect(maxLots(instrument({ ForexMinCont: '10' }))).toBe('100000');
    expect(canIncrease('99.99', '0.01', '100')).toBe(true);
    expect(canIncrease('100', '0.01', '100')).toBe(false);
  });
});

describe('prices', () => {
  it('steps by one unit of the last decimal', () => {
    expect(priceStep(5)).toBe('0.00001');
    expect(priceStep(2)).toBe('0.01');
    expect(priceStep(0)).toBe('1');
  });

  it('starts a ticked stop at the current close and keeps the typed price when unticked', () => {
    expect(toggleStop({ on: false, price: '1' }, true, close)).toEqual({ on: true, price: close });
    expect(toggleStop({ on: true, price: '66000' }, false, close)).toEqual({ on: false, price: '66000' });
  });
});

function draft(overrides: Partial<ContractDraft> = {}): ContractDraft {
  return { ...initialDraft(instrument(), close), ...overrides };
}

describe('what a submit sends', () => {
  it('a market buy: price 0, unticked stops 0, the lots and multiple chosen', () => {
    expect(submitParams(draft({ lots: '0.05', multiple: 5 }), instrument(), SIDE.buy)).toEqual({
      type: 1,
      cont: '0.05',
      forex_id: 13,
      status: 1,
      target_price: '0',
      stop_loss_price: '0',
      target_profit_price: '0',
      multiple: 5,
    });
  });

  it('a pending sell with both stops ticked sends its price and levels', () => {
    const pending = draft({
      mode: PRICE_MODE.pending,
      pendingPrice: '68000.00',
      stopLoss: { on: true, price: '69000.00' },
      takeProfit: { on: true, price: '66000.00' },
    });
    expect(submitProblem(pending, instrument(), SIDE.sell, close)).toBeNull();
    expect(submitParams(pending, instrument(), SIDE.sell)).toMatchObject({
      type: 2,
      status: 0,
      target_price: '68000.00',
      stop_loss_price: '69000.00',
      target_profit_price: '66000.00',
    });
  });

  it('an unticked stop sends 0 whatever price it holds', () => {
    const unticked = draft({ stopLoss: { on: false, price: '60000' } });
    expect(submitParams(unticked, instrument(), SIDE.buy)?.stop_loss_price).toBe('0');
  });
});

describe('when a submit sends nothing', () => {
  it('no multiples: "no multiple config", before anything else', () => {
    const item = instrument({ HasForexMultiple: [] });
    expect(submitProblem(initialDraft(item, close), item, SIDE.buy, close)).toBe('no-multiple');
    expect(submitProblem({ ...initialDraft(item, close), lots: '' }, item, SIDE.buy, close)).toBe('no-multiple');
    expect(submitParams(initialDraft(item, close), item, SIDE.buy)).toBeNull();
  });

  it('lots empty or zero', () => {
    expect(submitProblem(draft({ lots: '' }), instrument(), SIDE.buy, close)).toBe('lots');
    expect(submitProblem(draft({ lots: '0.00' }), instrument(), SIDE.buy, close)).toBe('lots');
  });

  it('a pending order without a price', () => {
    expect(submitProblem(draft({ mode: PRICE_MODE.pending, pendingPrice: '' }), instrument(), SIDE.buy, close)).toBe('price');
  });

  it('a stop on the wrong side of the price for the direction', () => {
    const lossAbove = draft({ stopLoss: { on: true, price: '68000' } });
    expect(submitProblem(lossAbove, instrument(), SIDE.buy, close)).toBe('stop-loss-side');
    expect(submitProblem(lossAbove, instrument(), SIDE.sell, close)).toBeNull();
    const profitAbove = draft({ takeProfit: { on: true, price: '68000' } });
    expect(submitProblem(profitAbove, instrument(), SIDE.buy, close)).toBeNull();
    expect(submitProblem(profitAbove, instrument(), SIDE.sell, close)).toBe('take-profit-side');
  });

  it('a ticked stop at the close is on neither side, and an empty one is no price', () => {
    expect(submitProblem(draft({ stopLoss: { on: true, price: close } }), instrument(), SIDE.buy, close)).toBe('stop-loss-side');
    expect(submitProblem(draft({ takeProfit: { on: true, price: '' } }), instrument(), SIDE.buy, close)).toBe('take-profit-price');
  });

  it('judges pending stops against the pending price, not the market', () => {
    const pending = draft({ mode: PRICE_MODE.pending, pendingPrice: '60000', stopLoss: { on: true, price: '61000' } });
    expect(submitProblem(pending, instrument(), SIDE.buy, close)).toBe('stop-loss-side');
    expect(submitProblem({ ...pending, stopLoss: { on: true, price: '59000' } }, instrument(), SIDE.buy, close)).toBeNull();
  });
});
