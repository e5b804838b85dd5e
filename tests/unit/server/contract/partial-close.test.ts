import { describe, expect, it } from 'vitest';
import { CODE } from '../../../../common/envelope';
import { Decimal } from '../../../../common/money';
import { copyPartLots, partOf } from '../../../../server/contract/partial-close';
import { DomainError } from '../../../../server/errors';
import { INSTRUMENTS, type InstrumentSeed } from '../../../../server/market/instrument-data';

// The lots of a partial close (issue 35): the owner's part checked against the lot step and the minimum left, and a
// copy's share of its trader's part, rounded down to the step.

const eurusd = INSTRUMENTS.find((instrument) => instrument.code === 'EURUSD')!;
/** An instrument whose minimum is larger than its step, as an operator may set it. */
const coarse: InstrumentSeed = { ...eurusd, minLots: '0.1', pip: '0.05' };

const lots = (value: string) => new Decimal(value);

function refusal(run: () => unknown): { code: number; id: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, id: error.descriptor.id };
    throw error;
  }
  return undefined;
}

describe('partOf', () => {
  it('answers the part, or nothing for all the lots (the plain close)', () => {
    expect(partOf(eurusd, lots('0.3'), lots('0.1'))?.toString()).toBe('0.1');
    expect(partOf(eurusd, lots('0.3'), lots('0.30'))).toBeUndefined();
  });

  it('refuses more than open, off the step, nothing, and a part leaving less than the minimum', () => {
    const refused = (code: number, id: string) => ({ code, id });
    expect(refusal(() => partOf(eurusd, lots('0.3'), lots('0.31')))).toEqual(
      refused(CODE.BAD_CLOSE_LOTS, 'server.trade.close_lots_too_many'),
    );
    expect(refusal(() => partOf(eurusd, lots('0.3'), lots('0.015')))).toEqual(refused(CODE.BAD_CLOSE_LOTS, 'server.trade.lots_off_step'));
    expect(refusal(() => partOf(eurusd, lots('0.3'), lots('0')))).toEqual(refused(CODE.BAD_CLOSE_LOTS, 'server.trade.lots_too_few'));
    expect(refusal(() => partOf(coarse, lots('0.3'), lots('0.25')))).toEqual(
      refused(CODE.BAD_CLOSE_LOTS, 'server.trade.close_lots_leave_too_few'),
    );
    expect(partOf(coarse, lots('0.3'), lots('0.2'))?.toString()).toBe('0.2');
  });
});

describe('copyPartLots', () => {
  it('closes the same fraction, rounded down to the step', () => {
    // A third of 0.3 of the trader's: 0.15 x 1/3 = 0.05; 0.2 x 1/3 = 0.0666 -> 0.06.
    expect(copyPartLots(eurusd, lots('0.15'), lots('0.1'), lots('0.3')).toString()).toBe('0.05');
    expect(copyPartLots(eurusd, lots('0.2'), lots('0.1'), lots('0.3')).toString()).toBe('0.06');
  });

  it('closes nothing when the fraction rounds to no lot', () => {
    expect(copyPartLots(eurusd, lots('0.05'), lots('0.01'), lots('0.1')).isZero()).toBe(true);
  });

  it('closes the whole copy when what would stay open is under the minimum', () => {
    // 0.15 x 2/3 = 0.1 (on the 0.05 step), leaving 0.05 under the minimum 0.1: all 0.15 close.
    expect(copyPartLots(coarse, lots('0.15'), lots('0.2'), lots('0.3')).toString()).toBe('0.15');
    // 0.3 x 1/3 = 0.1, leaving 0.2: a part.
    expect(copyPartLots(coarse, lots('0.3'), lots('0.1'), lots('0.3')).toString()).toBe('0.1');
  });
});
