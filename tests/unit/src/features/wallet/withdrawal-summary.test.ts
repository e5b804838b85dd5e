import { describe, expect, it } from 'vitest';
import { withdrawalSummary } from '../../../../../src/features/wallet/withdrawal-summary';

describe('the withdraw summary', () => {
  it('a share fee: amount x rate, and the rest converted at usd_price', () => {
    expect(withdrawalSummary('100', { draw_rate: '0.01', fee_type: 2, usd_price: '0.92' })).toEqual({
      fee: '1.00',
      receivable: '91.08',
    });
  });

  it('a fixed fee: draw_rate itself whatever the amount', () => {
    expect(withdrawalSummary('250.50', { draw_rate: '5', fee_type: 1, usd_price: '1' })).toEqual({
      fee: '5.00',
      receivable: '245.50',
    });
  });

  it('never receives less than 0', () => {
    expect(withdrawalSummary('3', { draw_rate: '5', fee_type: 1, usd_price: '1' })).toEqual({ fee: '5.00', receivable: '0.00' });
  });

  it('shows nothing for an amount that cannot be sent, or without a currency', () => {
    const currency = { draw_rate: '0.01', fee_type: 2, usd_price: '1' };
    expect(withdrawalSummary('', currency)).toBeNull();
    expect(withdrawalSummary('1.234', currency)).toBeNull();
    expect(withdrawalSummary('abc', currency)).toBeNull();
    expect(withdrawalSummary('100', undefined)).toBeNull();
  });
});
