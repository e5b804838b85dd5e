import { beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_STATUS } from '../../../../common/api/withdraw';
import { loadServerI18n, type Translate } from '../../../../server/i18n/catalogs';
import { LEDGER_CAUSES } from '../../../../server/wallet/ledger-causes';
import { ledgerWording, type EntryFacts } from '../../../../server/wallet/ledger-wording';

// What each ledger entry says happened (issue 31, defect 5), for every cause a journal is posted with, from the
// memos the posting code writes (server/contract/ledger.ts, micro/, loan/settlement.ts, fund/, account/demo.ts).

let english: Translate;
beforeAll(async () => {
  english = (await loadServerI18n()).translator('en');
});

const facts = (cause: string, memo: string, available: string, locked = '0.00'): EntryFacts => ({
  cause,
  memo,
  available,
  locked,
  withdrawal: null,
  deposit: null,
  adjustmentReason: null,
});
const words = (entry: EntryFacts) => ledgerWording(english, entry);

describe('a ledger entry’s wording', () => {
  it('reads a contract order placed, cancelled and closed, with its fee and its result', () => {
    expect(words(facts('trade_open', 'order 41', '-105.00', '100.00'))).toBe('Contract order #41 placed: margin held, fee 5.00 USD');
    expect(words(facts('trade_open', 'order 41', '-100.00', '100.00'))).toBe('Contract order #41 placed: margin held');
    expect(words(facts('trade_margin', 'order 41', '105.00', '-100.00'))).toBe('Contract order #41 cancelled: margin and fee returned');
    expect(words(facts('trade_pnl', 'order 41', '112.50', '-100.00'))).toBe('Contract order #41 closed with a profit of 12.50 USD');
    expect(words(facts('trade_pnl', 'order 41', '70.00', '-100.00'))).toBe('Contract order #41 closed with a loss of 30.00 USD');
    expect(words(facts('trade_pnl', 'order 41', '100.00', '-100.00'))).toBe('Contract order #41 closed with no profit or loss');
    expect(words(facts('trade_fee', 'order 41', '-5.00'))).toBe('Fee for contract order #41');
  });

  it('reads an option’s stake and its settlement', () => {
    expect(words(facts('option_stake', 'option 9', '-20.00', '20.00'))).toBe('Option order #9: stake held until it settles');
    expect(words(facts('option_settlement', 'option 9', '37.00', '-20.00'))).toBe('Option order #9 settled: won 17.00 USD');
    expect(words(facts('option_settlement', 'option 9', '4.00', '-20.00'))).toBe('Option order #9 settled: lost 16.00 USD');
    expect(words(facts('option_settlement', 'option 9', '20.00', '-20.00'))).toBe('Option order #9 settled: stake returned');
  });

  it('reads funds, loans, the demo balance and an operator’s adjustment', () => {
    expect(words(facts('fund', 'subscribe 3', '-1000.00'))).toBe('Fund subscription: 1,000.00 USD invested');
    expect(words(facts('fund', 'redeem 17', '990.00'))).toBe('Fund subscription #17 redeemed: principal returned');
    expect(words(facts('fund', 'fund matured to 2026-04-01', '1000.00'))).toBe('Fund term ended: principal returned');
    expect(words(facts('fund_income', 'fund income to 2026-04-01', '3.20'))).toBe('Fund income');
    expect(words(facts('loan', 'loan 5 payout', '2000.00'))).toBe('Loan #5 paid out to your funding account');
    expect(words(facts('loan', 'loan 5 repaid', '-2100.00'))).toBe('Loan #5 repaid');
    expect(words(facts('demo_grant', '', '10000.00'))).toBe('Demo balance granted');
    expect(words(facts('demo_reset', '', '-120.00'))).toBe('Demo account reset');
    // A simulated trader's capital is the house's, never a deposit (issue 32, defect 4).
    expect(words(facts('simulated_capital', 'simulated trader capital', '10000.00'))).toBe(
      'Starting capital of a simulated trader (house money, not a deposit)',
    );
    const adjusted = facts('adjustment', 'adjustment #3 credit', '5.00');
    expect(words({ ...adjusted, adjustmentReason: 'Refund of a duplicated fee' })).toBe('Balance adjustment: Refund of a duplicated fee');
    expect(words(adjusted)).toBe('Balance adjustment');
    expect(words(facts('adjustment', 'Goodwill credit', '5.00'))).toBe('Balance adjustment: Goodwill credit');
    expect(words(facts('adjustment', '  ', '5.00'))).toBe('Balance adjustment');
  });

  it('reads a withdrawal as what happened to it, and a deposit at its rate', () => {
    const withdrawal = { id: '8', number: '200.00', fee: '1.00', realNumber: '183.08', currency: 'EUR' };
    const held = { ...facts('withdrawal', 'withdrawal requested', '-200.00', '200.00') };
    expect(words({ ...held, withdrawal: { ...withdrawal, status: WITHDRAW_STATUS.invalid, requested: true } })).toBe(
      'Withdrawal #8 requested: 200.00 USD held for review',
    );
    const released = facts('withdrawal', 'withdrawal #8 released', '200.00', '-200.00');
    expect(words({ ...released, withdrawal: { ...withdrawal, status: WITHDRAW_STATUS.invalid, requested: false } })).toBe(
      'Withdrawal #8 cancelled as invalid: 200.00 USD released to your available balance',
    );
    const paid = facts('withdrawal', 'withdrawal #8 completed', '0.00', '-200.00');
    expect(words({ ...paid, withdrawal: { ...withdrawal, status: WITHDRAW_STATUS.completed, requested: false } })).toBe(
      'Withdrawal #8 paid out: 183.08 EUR sent, fee 1.00 USD',
    );
    const credited = facts('deposit', 'deposit #4', '300.00');
    expect(words({ ...credited, deposit: { id: '4', number: '300.00', currency: 'USD', usdPrice: '1.00000000' } })).toBe(
      'Deposit #4 credited',
    );
    expect(words({ ...credited, deposit: { id: '4', number: '300.00', currency: 'USDT', usdPrice: '1.00000000' } })).toBe(
      'Deposit #4 credited: 300.00 USDT at \u20661 USD = 1 USDT\u2069',
    );
  });

  it('never shows a known cause’s raw memo; only a cause this code does not know does', () => {
    for (const cause of LEDGER_CAUSES) {
      const memo = `raw memo of ${cause}`;
      const text = words(facts(cause, memo, '1.00'));
      expect(text, cause).not.toBe(memo);
      expect(text.length, cause).toBeGreaterThan(0);
    }
    expect(words(facts('bonus_from_the_future', 'Welcome bonus', '5.00'))).toBe('Welcome bonus');
  });
});
