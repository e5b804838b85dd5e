import { describe, expect, it } from 'vitest';
import { withdrawSummary } from '../../../../../src/features/wallet/withdraw-summary';

describe('the withdraw summary', () => {
  it('a share fee: amount x rate, and the rest converted at usd_price', () => {
    expect(withdrawSummary('100', { draw_rate: '0.01', fee_type: 2, usd_price: '0.92' })).toEqual({
      fee: '1.00',
      receivable: '91.08',
    });
  });

  it('a fixed fee: draw_rate itself whatever the amount', () => {
    expect(withdrawSummary('250.50', { draw_rate: '5', fee_type: 1, usd_price: '1' })).toEqual({
      fee: '5.00',
      receivable: '245.50',
    });
  });

  it('never receives less than 0', () => {
    expect(withdrawSummary('3', { draw_rate: '5', fee_type: 1, usd_price: '1' })).toEqual({ fee: '5.00', receivable: '0.00' });
  });

  it('shows nothing for an amount that cannot be sent, or without a currency', () => {
    const currency = { draw_rate: '0.01', fee_type: 2, usd_price: '1' };
    expect(withdrawSummary('', currency)).toBeNull();
    expect(withdrawSummary('1.234', currency)).toBeNull();
    expect(withdrawSummary('abc', currency)).toBeNull();
    expect(withdrawSummary('100', undefined)).toBeNull();
  });
});
