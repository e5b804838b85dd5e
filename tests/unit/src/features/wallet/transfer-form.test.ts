import { describe, expect, it } from 'vitest';
import type { AccountBalance } from '@common/api/wallet';
import type { ForexDetail } from '@common/api/trade';
import { transferableFromContract } from '@common/contract';
import { FIRST_SIDES, freeBalance, swapSides, transferable, withFrom, withTo } from '../../../../../src/features/wallet/transfer-form';
import { ACCOUNT_TYPE } from '@common/wallet';

const { funding, micro, forex } = ACCOUNT_TYPE;

describe('the sides of a transfer', () => {
  it('starts from funding to contract and swaps', () => {
    expect(FIRST_SIDES).toEqual({ from: funding, to: forex });
    expect(swapSides(FIRST_SIDES)).toEqual({ from: forex, to: funding });
  });

  it('choosing another account on one side keeps the other', () => {
    expect(withFrom(FIRST_SIDES, micro)).toEqual({ from: micro, to: forex });
    expect(withTo(FIRST_SIDES, micro)).toEqual({ from: funding, to: micro });
  });

  it('choosing on one side the account the other holds swaps them, so they never match', () => {
    expect(withFrom(FIRST_SIDES, forex)).toEqual({ from: forex, to: funding });
    expect(withTo(FIRST_SIDES, funding)).toEqual({ from: forex, to: funding });
  });
});

describe('the "all" shortcut', () => {
  const account = (accountTypeId: number, balance: string, lockBalance: string): AccountBalance => ({
    accountTypeId,
    type: 'change',
    balance,
    lockBalance,
    currencyId: 1,
    currency: 'USD',
  });

  it("fills in the from-account's free balance, not what is locked", () => {
    const accounts = [account(funding, '120.50', '30.00'), account(forex, '7.00', '0.00')];
    expect(freeBalance(accounts, funding)).toBe('120.50');
    expect(freeBalance(accounts, forex)).toBe('7.00');
  });

  it('has nothing to fill in while balances load or for an account not listed', () => {
    expect(freeBalance(null, funding)).toBeNull();
    expect(freeBalance([account(funding, '1.00', '0.00')], micro)).toBeNull();
  });
});

describe('what may leave the contract account', () => {
  it('is the free balance less the floating loss, and a floating profit adds nothing', () => {
    expect(transferableFromContract('500.00', '-120.25')).toBe('379.75');
    expect(transferableFromContract('500.00', '80.00')).toBe('500.00');
    expect(transferableFromContract('500.00', '0')).toBe('500.00');
  });

  it('is never below 0, however deep the loss', () => {
    expect(transferableFromContract('100.00', '-250.00')).toBe('0.00');
  });

  it('is what "all" fills in out of the contract account; other accounts give their free balance', () => {
    const accounts: AccountBalance[] = [
      { accountTypeId: forex, type: 'forex', balance: '500.00', lockBalance: '200.00', currencyId: 1, currency: 'USD' },
    ];
    const detail = { balance: '500.00', ProfitsTotal: '-40.00' } as ForexDetail;
    expect(transferable(accounts, detail, forex)).toBe('460.00');
    expect(transferable(accounts, null, forex)).toBeNull();
    expect(transferable([{ ...accounts[0]!, accountTypeId: funding, type: 'change' }], null, funding)).toBe('500.00');
  });
});
