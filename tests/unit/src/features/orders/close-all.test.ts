import { describe, expect, it } from 'vitest';
import { closeAllEstimate, closeAllResult } from '../../../../../src/features/orders/close-all';
import { order, page } from './fixtures';

// Close all (issue 35): what each choice takes among the shown positions, valued live, and what the server's answer
// says was realised.

const shown = [
  order(1, { FactProfits: '12.50' }),
  order(2, { FactProfits: '-3.25' }),
  order(3, { FactProfits: '0.00' }),
  order(4, { FactProfits: '1.10' }),
];

describe('closeAllEstimate', () => {
  it('counts the positions each choice takes and sums their floating profit', () => {
    expect(closeAllEstimate(shown, 'all')).toEqual({ count: 4, total: '10.35' });
    expect(closeAllEstimate(shown, 'profit')).toEqual({ count: 2, total: '13.60' });
    expect(closeAllEstimate(shown, 'loss')).toEqual({ count: 1, total: '-3.25' });
  });

  it('takes none when nothing matches', () => {
    expect(closeAllEstimate([order(3, { FactProfits: '0.00' })], 'loss')).toEqual({ count: 0, total: '0.00' });
  });
});

describe('closeAllResult', () => {
  it('sums what the closed orders realised when the answer holds them all', () => {
    const answer = page([order(1, { Status: 3, FactProfits: '12.40' }), order(4, { Status: 3, FactProfits: '1.00' })], 2, '999.00');
    expect(closeAllResult(answer)).toEqual({ count: 2, realised: '13.40' });
  });

  it("takes the server's sum when the answer holds only some of them", () => {
    expect(closeAllResult(page([order(1, { Status: 3, FactProfits: '1.00' })], 12, '-40.5'))).toEqual({ count: 12, realised: '-40.50' });
  });
});
