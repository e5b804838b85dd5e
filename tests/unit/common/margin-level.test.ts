import { describe, expect, it } from 'vitest';
import { marginLevel, marginStanding, stepLevel } from '../../../common/margin-level';
import { Decimal } from '../../../common/money';

// The margin level's standing against the warning steps, as the server's warnings fire (stop-out at 0.5: the steps
// are at 100%, 87.5% and 75%).

describe('margin level', () => {
  it('puts the steps between 100% and the stop-out level', () => {
    expect([stepLevel(100, '0.5'), stepLevel(75, '0.5'), stepLevel(50, '0.5')].map((level) => level.toFixed(3))).toEqual([
      '1.000',
      '0.875',
      '0.750',
    ]);
  });

  it('is equity over used margin, and none with no margin in use', () => {
    expect(marginLevel('1500', '1000')?.toFixed(2)).toBe('1.50');
    expect(marginLevel('1500', '0')).toBeNull();
  });

  it('stands at the deepest step reached, and at stop-out at or below its level', () => {
    const at = (ratio: string | null) => marginStanding(ratio === null ? null : new Decimal(ratio), '0.5');
    expect([null, '1.5', '1.0001', '1', '0.9', '0.875', '0.8', '0.75', '0.6', '0.5', '0.2'].map(at)).toEqual([
      'safe',
      'safe',
      'safe',
      100,
      100,
      75,
      75,
      50,
      50,
      'stop_out',
      'stop_out',
    ]);
  });
});
