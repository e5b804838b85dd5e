import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../../common/money';
import { DAY_MS, equityIndex, type CashFlow, type ClosedTrade } from '../../../../server/copy-trading/statistics';

// The time-weighted index divides once a flow, not once a close (statistics.ts): the same index as chaining every
// close's (value + profit) / value, which this test does the long way as the reference.

const T0 = 1_700_000_000_000 - (1_700_000_000_000 % DAY_MS);
const at = (hour: number) => T0 + hour * 3_600_000;
const close = (hour: number, net: string): ClosedTrade => ({
  openedAt: at(hour) - 1,
  closedAt: at(hour),
  net,
  code: 'EURUSD',
  multiple: 100,
});
const flow = (hour: number, amount: string): CashFlow => ({ at: at(hour), amount });

/** Every close multiplies the index by max(0, value + profit) / value while the account holds money. */
function chained(trades: readonly ClosedTrade[], flows: readonly CashFlow[]): string[] {
  const events = [
    ...flows.map((each) => ({ at: each.at, isFlow: true, amount: new Decimal(each.amount) })),
    ...trades.map((each) => ({ at: each.closedAt, isFlow: false, amount: new Decimal(each.net) })),
  ].sort((a, b) => a.at - b.at || Number(b.isFlow) - Number(a.isFlow));
  let value = new Decimal(0);
  let index = new Decimal(1);
  const found: string[] = [];
  for (const event of events) {
    if (!event.isFlow && value.greaterThan(0)) index = index.times(Decimal.max(0, value.plus(event.amount)).dividedBy(value));
    value = value.plus(event.amount);
    if (!event.isFlow) found.push(index.toDecimalPlaces(20).toString());
  }
  return found;
}

const indexOf = (trades: readonly ClosedTrade[], flows: readonly CashFlow[]) =>
  equityIndex(trades, flows).map((point) => point.index.toDecimalPlaces(20).toString());

describe('the equity index', () => {
  it('matches the chained returns through deposits and withdrawals', () => {
    const trades = [close(1, '37.13'), close(2, '-12.5'), close(4, '3.33'), close(6, '-101.07'), close(7, '58'), close(9, '0.01')];
    const flows = [flow(0, '3000'), flow(3, '700'), flow(5, '-1234.56'), flow(8, '77.77')];
    expect(indexOf(trades, flows)).toEqual(chained(trades, flows));
  });

  it('drops to 0 when everything is lost, and stays there after a new deposit', () => {
    const trades = [close(1, '100'), close(2, '-1100'), close(4, '50')];
    const flows = [flow(0, '1000'), flow(3, '500')];
    expect(indexOf(trades, flows)).toEqual(['1.1', '0', '0']);
    expect(indexOf(trades, flows)).toEqual(chained(trades, flows));
  });

  it('stands still while the account holds nothing, and moves again once it does', () => {
    // A close before any deposit, a loss beyond the balance (the value goes below 0: the index goes to 0), then a
    // close that brings the value back above 0, and a further close on it.
    const trades = [close(1, '10'), close(3, '-150'), close(4, '60'), close(5, '5')];
    const flows = [flow(2, '100')];
    expect(indexOf(trades, flows)).toEqual(chained(trades, flows));
    expect(indexOf(trades, flows)).toEqual(['1', '0', '0', '0']);
    // The first close finds nothing in the account: the index stands at 1, and its profit is then the account's
    // value, so the next close is a return on it (-5 on 10: 0.5).
    const early = [close(1, '10'), close(2, '-5')];
    expect(indexOf(early, [flow(3, '100')])).toEqual(['1', '0.5']);
    expect(indexOf(early, [flow(3, '100')])).toEqual(chained(early, [flow(3, '100')]));
  });
});
