import { describe, expect, it } from 'vitest';
import { accountProblem, addressProblem, swiftProblem } from '../../../../common/payout-details';
import { REPAYMENT_ACCOUNTS } from '../../../../server/seed/loans';
import { CHARGE_BANK_ACCOUNTS, COLLECT_CURRENCIES } from '../../../../server/seed/wallet';

// The company's details a fresh installation shows users to pay into (deposits, loan repayments) pass the checks
// users' own payout details must pass: a wallet refuses to pay an address whose EIP-55 checksum fails, and a bank
// an IBAN whose check digits do.

describe('seeded company details', () => {
  it('have addresses valid for their protocol', () => {
    const shown: (readonly [protocol: string, address: string])[] = [
      ...COLLECT_CURRENCIES.filter((currency) => currency.address !== '').map((currency) => [currency.protocol, currency.address] as const),
      ...REPAYMENT_ACCOUNTS.map((account) => [account.protocol_code, account.address] as const),
    ];
    expect(shown.length).toBeGreaterThan(0);
    for (const [protocol, address] of shown) expect(addressProblem(address, protocol), `${protocol} ${address}`).toBeNull();
  });

  it('have receiving bank accounts with a valid SWIFT/BIC and account number', () => {
    for (const bank of CHARGE_BANK_ACCOUNTS) {
      expect(swiftProblem(bank.bank_swift), bank.bank_swift).toBeNull();
      expect(accountProblem(bank.payee_account), bank.payee_account).toBeNull();
    }
  });
});
