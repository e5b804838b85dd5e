import { describe, expect, it } from 'vitest';
import { MARGIN_MODE } from '../../../common/contract';
import { copyCost, copyLots, copySkipReason, followMultiples, isOfferedMultiple, type CopySkipCheck } from '../../../common/follow';
import { TRADE_FEE_TYPE } from '../../../common/settings';

// Copy sizing, the margin a copy locks, the skip rules and the offered ratios, worked by hand: the follow settings
// sheet previews them and the engine sizes every copy with them.

describe('copy lots', () => {
  it('is the trader lots x the ratio, rounded down to the lot step', () => {
    // 0.37 x 2 = 0.74 on a 0.01 step
    expect(copyLots('0.37', '2', '0.01', '0.01').toString()).toBe('0.74');
    // 0.35 x 0.5 = 0.175 -> 0.17, never up to 0.18
    expect(copyLots('0.35', '0.5', '0.01', '0.01').toString()).toBe('0.17');
    // 3 x 3 = 9 on a step of 1
    expect(copyLots('3', '3', '1', '1').toString()).toBe('9');
    // 1.9 x 1 on a step of 0.5 -> 1.5
    expect(copyLots('1.9', '1', '0.5', '0.5').toString()).toBe('1.5');
  });

  it('never goes below the minimum lots', () => {
    // 0.01 x 0.5 = 0.005 -> 0.00 -> floor 0.01
    expect(copyLots('0.01', '0.5', '0.01', '0.01').toString()).toBe('0.01');
    // 0.1 x 0.5 = 0.05 on step 0.01, minimum 0.1
    expect(copyLots('0.1', '0.5', '0.01', '0.1').toString()).toBe('0.1');
  });
});

describe('copy cost', () => {
  const instrument = { Pip: '0.01', ForexMinCont: '0.01', ForexContNum: '100000', MarginMode: MARGIN_MODE.leverage, ForexFeeRate: '0.001' };

  it('is the leverage margin and the fee of the copy', () => {
    // 0.5 lots x 100000 x 1.1 / 100 = 550; fee of margin 550 x 0.001 = 0.55
    const cost = copyCost({ instrument, lots: '0.5', price: '1.1', leverage: 100, usdRate: '1', feeType: TRADE_FEE_TYPE.ofMargin });
    expect(cost).toEqual({ margin: '550.00', fee: '0.55' });
  });

  it('charges per lot under fee type 1 and a fixed margin in fixed mode', () => {
    const fixed = { ...instrument, MarginMode: MARGIN_MODE.fixed, ForexContNum: '1000', ForexFeeRate: '5' };
    // fixed: 0.2 x 1000 = 200; per lot: 0.2 x 5 = 1
    expect(copyCost({ instrument: fixed, lots: '0.2', price: '2000', leverage: 10, usdRate: '1', feeType: TRADE_FEE_TYPE.perLot })).toEqual(
      {
        margin: '200.00',
        fee: '1.00',
      },
    );
  });
});

describe('skip rules', () => {
  const ok: CopySkipCheck = {
    marketOpen: true,
    hasQuote: true,
    lots: '1',
    minLots: '0.01',
    margin: '100',
    fee: '1',
    heldByFollow: '0',
    maxAmount: '500',
    freeBalance: '1000',
  };

  it('lets a copy open that fits the cap and the free margin', () => {
    expect(copySkipReason(ok)).toBeNull();
    // exactly at the cap and exactly the free balance is still allowed
    expect(copySkipReason({ ...ok, heldByFollow: '400', freeBalance: '101' })).toBeNull();
  });

  it('skips past max_amount, counting what the follow already holds', () => {
    expect(copySkipReason({ ...ok, heldByFollow: '400.01' })).toBe('max_amount');
  });

  it('skips without free margin for margin plus fee', () => {
    expect(copySkipReason({ ...ok, freeBalance: '100.99' })).toBe('free_margin');
  });

  it('skips everything for a frozen account, before any other reason', () => {
    expect(copySkipReason({ ...ok, accountFrozen: true, marketOpen: false, freeBalance: '0' })).toBe('account_frozen');
    expect(copySkipReason({ ...ok, accountFrozen: false })).toBeNull();
  });

  it("skips what the follower's own rules refuse (issue 38): a break or no copy trading before a pause, a cap after it", () => {
    expect(copySkipReason({ ...ok, ruleSkip: 'taking_break', paused: true, marketOpen: false })).toBe('taking_break');
    expect(copySkipReason({ ...ok, ruleSkip: 'not_offered', paused: true })).toBe('not_offered');
    expect(copySkipReason({ ...ok, ruleSkip: 'leverage_cap', paused: true })).toBe('paused');
    expect(copySkipReason({ ...ok, ruleSkip: 'leverage_cap' })).toBe('leverage_cap');
    expect(copySkipReason({ ...ok, accountFrozen: true, ruleSkip: 'taking_break' })).toBe('account_frozen');
  });

  it('skips a copy whose margin, with what the follower has at risk, would pass what their loss limit leaves', () => {
    // The copy's margin is 100: 150 at risk + 100 = 250, exactly what is left, still allowed; a cent less left is not.
    expect(copySkipReason({ ...ok, lossLeft: '250', atRisk: '150' })).toBeNull();
    expect(copySkipReason({ ...ok, lossLeft: '249.99', atRisk: '150' })).toBe('loss_limit');
    expect(copySkipReason({ ...ok, lossLeft: null, atRisk: '150' })).toBeNull();
  });

  it('skips on a closed market or a missing quote first', () => {
    expect(copySkipReason({ ...ok, marketOpen: false, freeBalance: '0' })).toBe('market_closed');
    expect(copySkipReason({ ...ok, hasQuote: false })).toBe('no_quote');
  });

  it('skips a copy larger than the instrument allows', () => {
    // 10,000 x 0.01 = 100 lots at most
    expect(copySkipReason({ ...ok, lots: '100' })).toBeNull();
    expect(copySkipReason({ ...ok, lots: '100.01' })).toBe('lots_limit');
    // An operator's maximum, when set, is the limit instead.
    expect(copySkipReason({ ...ok, lots: '5', maxLots: '5' })).toBeNull();
    expect(copySkipReason({ ...ok, lots: '5.01', maxLots: '5' })).toBe('lots_limit');
  });
});

describe('offered multiples', () => {
  it('defaults to 0.5, 1, 2, 3, 5', () => {
    expect(followMultiples(null)).toEqual(['0.5', '1', '2', '3', '5']);
    expect(followMultiples('  ')).toEqual(['0.5', '1', '2', '3', '5']);
  });

  it('reads the back office setting, sorted and de-duplicated, and ignores an unusable one', () => {
    expect(followMultiples('2, 1,0.25,1.0')).toEqual(['0.25', '1', '2']);
    expect(followMultiples('1,abc')).toEqual(['0.5', '1', '2', '3', '5']);
    expect(followMultiples('0,1')).toEqual(['0.5', '1', '2', '3', '5']);
  });

  it('accepts only an offered ratio', () => {
    const offered = followMultiples(null);
    expect(isOfferedMultiple('1.0', offered)).toBe(true);
    expect(isOfferedMultiple('0.5', offered)).toBe(true);
    expect(isOfferedMultiple('4', offered)).toBe(false);
    expect(isOfferedMultiple('-1', offered)).toBe(false);
    expect(isOfferedMultiple('1e1', offered)).toBe(false);
  });
});
