import { describe, expect, it } from 'vitest';
import { accountProblem, addressProblem, swiftProblem } from '../../../../common/payout-details';
import { REPAYMENT_ACCOUNTS } from '../../../../server/seed/loans';
import { CHARGE_BANK_ACCOUNTS, COLLECT_CURRENCIES } from '../../../../server/seed/wallet';

// What a fresh installation offers customers to pay into must pass the checks the back office applies to an
// operator's own (server/wallet/receiving-details.ts): a seed an operator could not save would be a trap.

describe('the seeded receiving accounts and addresses', () => {
  it.each(CHARGE_BANK_ACCOUNTS.map((account) => [account.bank_name, account] as const))(
    '%s has a valid SWIFT/BIC and account',
    (_, account) => {
      expect(swiftProblem(account.bank_swift)).toBeNull();
      expect(accountProblem(account.payee_account)).toBeNull();
    },
  );

  it.each(COLLECT_CURRENCIES.filter((currency) => currency.address !== '').map((currency) => [currency.name, currency] as const))(
    '%s has a valid deposit address on its network',
    (_, currency) => {
      expect(currency.protocol).not.toBe('');
      expect(addressProblem(currency.address, currency.protocol)).toBeNull();
    },
  );

  it.each(REPAYMENT_ACCOUNTS.map((account) => [`${account.currency_code} ${account.protocol_code}`, account] as const))(
    '%s loan repayment address is valid on its network',
    (_, account) => {
      expect(addressProblem(account.address, account.protocol_code)).toBeNull();
    },
  );
});
