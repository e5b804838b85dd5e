import { describe, expect, it } from 'vitest';
import { contractTicket } from '../../../../../src/features/trade/contract-ticket';
import { initialDraft } from '../../../../../src/features/trade/contract-form';
import { instrument } from './fixtures';

// The ticket's risk figures from the form (issue 35), with the formulas of common/ticket.ts.

const item = instrument();
const base = { item, close: '67000.00', feeType: 1, stopOutLevel: '0.5', priceOf: () => undefined };

describe('contractTicket', () => {
  it('gives the stop-out price for both sides, and a stop’s result for the side it fits', () => {
    const draft = { ...initialDraft(item, '67000.00'), stopLoss: { on: true, price: '68000' }, takeProfit: { on: true, price: '66000' } };
    const ticket = contractTicket({ ...base, draft, cash: '500.00' });
    // Margin 335.00, fee 0.00: 500 - 167.50 = 332.50 over 0.01 per point.
    expect([ticket.stopOutBuy, ticket.stopOutSell]).toEqual(['33750.00', '100250.00']);
    // A stop-loss above the price and a take-profit below it are a sell's.
    expect(ticket.atStopLoss).toEqual({ side: 2, money: '-10.00' });
    expect(ticket.atTakeProfit).toEqual({ side: 2, money: '10.00' });
  });

  it('knows nothing without the account, a stop ticked, or a usable price', () => {
    const draft = initialDraft(item, '67000.00');
    expect(contractTicket({ ...base, draft, cash: null })).toEqual({
      stopOutBuy: null,
      stopOutSell: null,
      atStopLoss: null,
      atTakeProfit: null,
    });
    expect(contractTicket({ ...base, close: '0', draft, cash: '500.00' }).stopOutSell).toBeNull();
  });
});
