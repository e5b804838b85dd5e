import type { Queryable } from '../../../server/db/database';

// "Nothing changed", checked: a fingerprint of every table a request could change by mistake (accounts, money,
// orders, wallet records, configuration, users), taken in one query. Left out on purpose: rate counters, session
// touch times and verification codes (a refused request may count an attempt), and the market's own tables (the
// market moves by itself).

const WATCHED = [
  'users',
  'ledger_accounts',
  'journals',
  'postings',
  'contract_orders',
  'micro_orders',
  'transfers',
  'uploads',
  'charges',
  'withdrawals',
  'draw_methods',
  'identity_checks',
  'operator_decisions',
  'collect_currencies',
  'charge_bank_accounts',
  'withdraw_currencies',
  'settings',
  'micro_options',
  'instruments',
  'operators',
  'idempotent_requests',
  'funds',
  'fund_subscriptions',
  'fund_income',
  'loan_kyc',
  'loan_configs',
  'loan_repayment_accounts',
  'loan_agreement_views',
  'loans',
  'loan_penalties',
  'loan_repayments',
  'traders',
  'trader_applications',
  'follows',
  'follow_copies',
  'copy_skips',
  'news_articles',
  'news_translations',
  'fund_translations',
  'loan_config_translations',
  'companies',
  'customer_notes',
  'customer_flags',
  'balance_adjustments',
  'first_approvals',
  'watchlist_items',
  // Second factors (issue 33); the security log is left out: a refused code or step-up is recorded there on purpose.
  'user_totp',
  'recovery_codes',
  'step_up_tokens',
  'passkeys',
  // Safeguards (issue 33): the allow-list, locks and suspensions, the freeze links (the freeze itself is in users).
  'withdrawal_safeguards',
  'freeze_links',
] as const;

const FINGERPRINT = `SELECT ${WATCHED.map((table) => `(SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${table} t) AS "${table}"`).join(', ')}`;

export type Fingerprint = Record<(typeof WATCHED)[number], string>;

export async function fingerprint(db: Queryable): Promise<Fingerprint> {
  const [row] = await db.query<Fingerprint>(FINGERPRINT);
  if (!row) throw new Error('no fingerprint row');
  return row;
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((table) => before[table as keyof Fingerprint] !== after[table as keyof Fingerprint]);
}
