import type { Queryable } from '../db/database';
import { LOAN_CONFIG_TRANSLATIONS, writeTranslations } from '../content/translations';
import { LOAN_CONFIG_TEXTS } from './loan-texts';

// The loan terms and repayment accounts a fresh installation offers, for operators to change in the back office.
// Rates are hundredths of a percent a day (common/loan.ts): 5 is 0.05% a day. No penalty_rate: the spec's 0.25%.
// Seeding only adds what is missing (by id), so an operator's edits survive every start. A term's English title and
// description are here, its other languages in ./loan-texts.ts; they describe the term without its figures, which
// the app shows beside them from the term itself.

const REPAID_ONCE = 'Repaid in one payment at the end of the term; repaying early costs nothing.';

export const LOAN_CONFIGS = [
  {
    id: 1,
    loan_period: 7,
    min_amount: '100',
    max_amount: '2000',
    interest_rate: '8',
    free_period: 0,
    title: 'Short-term loan',
    description: `For a short, planned need. ${REPAID_ONCE}`,
  },
  {
    id: 2,
    loan_period: 30,
    min_amount: '500',
    max_amount: '10000',
    interest_rate: '5',
    free_period: 3,
    title: 'Monthly loan',
    description: `A month to repay, the first days free of interest. ${REPAID_ONCE}`,
  },
  {
    id: 3,
    loan_period: 90,
    min_amount: '1000',
    max_amount: '50000',
    interest_rate: '4',
    free_period: 7,
    title: 'Three-month loan',
    description: `For larger amounts over three months, the first week free of interest. ${REPAID_ONCE}`,
  },
] as const;

export const REPAYMENT_ACCOUNTS = [
  { id: 1, currency_code: 'USDT', protocol_code: 'TRC20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
  // In EIP-55 form (common/payout-details.ts checks it): a wallet refuses a mixed-case address whose checksum fails.
  { id: 2, currency_code: 'USDT', protocol_code: 'ERC20', address: '0x5aC1e0B3f2d4a7E9c8b6D1f0a3e5C7b9d2f4a6e8' },
] as const;

export async function seedLoans(tx: Queryable): Promise<void> {
  for (const [index, config] of LOAN_CONFIGS.entries()) {
    const inserted = await tx.query(
      `INSERT INTO loan_configs (id, loan_period, min_amount, max_amount, interest_rate, free_period, sort, title, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        config.id,
        config.loan_period,
        config.min_amount,
        config.max_amount,
        config.interest_rate,
        config.free_period,
        index,
        config.title,
        config.description,
      ],
    );
    // The other languages come with the term only, so texts an operator removed later are not brought back.
    if (inserted.length > 0) await writeTranslations(tx, LOAN_CONFIG_TRANSLATIONS, config.id, LOAN_CONFIG_TEXTS[config.id]);
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
