import type { Queryable } from '../db/database';

// The loan terms and repayment accounts a fresh installation offers, for operators to change in the back office.
// Rates are hundredths of a percent a day (common/loan.ts): 5 is 0.05% a day. No penalty_rate: the spec's 0.25%.
// Seeding only adds what is missing (by id), so an operator's edits survive every start.

export const LOAN_CONFIGS = [
  { id: 1, loan_period: 7, min_amount: '100', max_amount: '2000', interest_rate: '8', free_period: 0 },
  { id: 2, loan_period: 30, min_amount: '500', max_amount: '10000', interest_rate: '5', free_period: 3 },
  { id: 3, loan_period: 90, min_amount: '1000', max_amount: '50000', interest_rate: '4', free_period: 7 },
] as const;

export const REPAYMENT_ACCOUNTS = [
  { id: 1, currency_code: 'USDT', protocol_code: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
  // In EIP-55 form (common/payout-details.ts checks it): a wallet refuses a mixed-case address whose checksum fails.
  { id: 2, currency_code: 'USDT', protocol_code: 'ERC20', address: '0x5aC1e0B3f2d4a7E9c8b6D1f0a3e5C7b9d2f4a6e8' },
] as const;

export async function seedLoans(tx: Queryable): Promise<void> {
  for (const [index, config] of LOAN_CONFIGS.entries()) {
    await tx.query(
      `INSERT INTO loan_configs (id, loan_period, min_amount, max_amount, interest_rate, free_period, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [config.id, config.loan_period, config.min_amount, config.max_amount, config.interest_rate, config.free_period, index],
    );
  }
  for (const [index, account] of REPAYMENT_ACCOUNTS.entries()) {
    await tx.query(
      `INSERT INTO loan_repayment_accounts (id, currency_code, protocol_code, address, sort)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [account.id, account.currency_code, account.protocol_code, account.address, index],
    );
  }
  // Ids given by hand leave the identities behind; move them past, so the back office's new rows get free ids.
  await tx.query(`SELECT setval(pg_get_serial_sequence('loan_configs', 'id'), greatest((SELECT max(id) FROM loan_configs), 1))`);
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('loan_repayment_accounts', 'id'), greatest((SELECT max(id) FROM loan_repayment_accounts), 1))`,
  );
}
