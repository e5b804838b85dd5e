import { describe, expect, it } from 'vitest';
import { distanceField, isTrailing, trailingParams, trailingProblem, trailingStart } from '../../../../../src/shared/stop-levels/trailing';
import { order } from '../../features/orders/fixtures';

// The stop sheet's trailing stop (issue 35): what it sends, so a save never loosens a stop the server has moved.

describe('trailing stop rules', () => {
  const plain = order(7, { UpdatePrice: '67200.00' });
  const trailing = order(8, { UpdatePrice: '67200.00', TrailingDistance: '500.00', TargetLossPrice: '66900.00' });

  it('reads whether an order trails, and its distance', () => {
    expect([isTrailing(plain), isTrailing(trailing)]).toEqual([false, true]);
    expect([distanceField(plain), distanceField(trailing)]).toEqual(['', '500.00']);
  });

  it('starts a new distance at that distance from the price now', () => {
    expect(trailingParams(plain, '300')).toEqual({ stop_loss_price: '66900.00', trailing_distance: '300' });
    expect(trailingParams(order(9, { OrderType: 2, UpdatePrice: '67200.00' }), '300.5')).toEqual({
      stop_loss_price: '67500.50',
      trailing_distance: '300.5',
    });
    expect(trailingStart(plain, '300')).toBe('66900.00');
  });

  it('keeps the level the server moved when the distance is the same', () => {
    expect(trailingParams(trailing, '500')).toEqual({ stop_loss_price: '66900.00' });
  });

  it('refuses no distance, one between two price steps, and one that puts a buy stop at or below 0', () => {
    expect(trailingProblem(plain, '')).toBe('distance-missing');
    expect(trailingProblem(plain, '100.005')).toBe('distance-off-step');
    expect(trailingStart(plain, '100.005')).toBeNull();
    expect(trailingProblem(plain, '100.01')).toBeNull();
    expect(trailingProblem(plain, '0')).toBe('distance-missing');
    expect(trailingProblem(plain, '67200')).toBe('distance-too-far');
    expect(trailingProblem(plain, '100.')).toBeNull();
    expect(trailingStart(plain, '')).toBeNull();
  });
});
