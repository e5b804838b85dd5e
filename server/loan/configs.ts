import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { AdminLoanConfig, AdminRepaymentAccount, LoanConfig, RepaymentAccount } from '../../common/api/loan';
import { effectivePenaltyRate, LOAN_CODE } from '../../common/loan';
import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { save, type Table } from '../wallet/config-admin';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';

// The loan terms on offer (period, amounts, daily rate, free days, late-fee rate) and the house's repayment
// accounts: what users read, and what operators create and change in the back office, each change recorded with
// the row before and after. A loan copies its config's terms when signed, so later edits never change it.

export interface LoanConfigRow {
  id: number;
  loan_period: number;
  min_amount: string;
  max_amount: string;
  interest_rate: string;
  free_period: number;
  penalty_rate: string | null;
  enabled: boolean;
  sort: number;
}

const CONFIG_COLUMNS = 'id, loan_period, min_amount, max_amount, interest_rate, free_period, penalty_rate, enabled, sort';

/** Rates keep their meaningful digits ("5", "12.5", not "5.0000"). */
export function rateText(value: string): string {
  return new Decimal(value).toString();
}

export function toLoanConfig(row: LoanConfigRow): LoanConfig {
  return {
    id: row.id,
    loan_period: row.loan_period,
    min_amount: formatAmount(row.min_amount),
    max_amount: formatAmount(row.max_amount),
    interest_rate: rateText(row.interest_rate),
    free_period: row.free_period,
    penalty_rate: rateText(effectivePenaltyRate(row.penalty_rate)),
  };
}

function toAdminLoanConfig(row: LoanConfigRow): AdminLoanConfig {
  return { ...toLoanConfig(row), enabled: row.enabled, sort: row.sort };
}

export async function enabledLoanConfigs(db: Queryable): Promise<LoanConfig[]> {
  const rows = await db.query<LoanConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM loan_configs WHERE enabled ORDER BY sort, id`);
  return rows.map(toLoanConfig);
}

/** A config a user may borrow on: an enabled one; a disabled or unknown one is refused the same way. */
export async function enabledLoanConfig(db: Queryable, id: number, forShare = false): Promise<LoanConfigRow> {
  const [row] = await db.query<LoanConfigRow>(
    `SELECT ${CONFIG_COLUMNS} FROM loan_configs WHERE id = $1 AND enabled ${forShare ? 'FOR SHARE' : ''}`,
    [id],
  );
  if (!row) throw new DomainError(LOAN_CODE.CONFIG_UNAVAILABLE, messages.loanConfigUnavailable);
  return row;
}

export function adminLoanConfigPage(db: Queryable, page: number): Promise<Page<AdminLoanConfig>> {
  return paged(
    db,
    { select: CONFIG_COLUMNS, from: 'loan_configs', orderBy: 'sort, id', params: [] },
    { page, size: ADMIN_PAGE_SIZE },
    toAdminLoanConfig,
  );
}

/** One config as the back office shows it; null when there is none. */
export async function adminLoanConfig(db: Queryable, id: number): Promise<AdminLoanConfig | null> {
  return configTable.find(db, id);
}

const configTable: Table<AdminLoanConfig> = {
  name: 'loan_configs',
  subject: 'loan_config',
  find: async (db, id) => {
    const [row] = await db.query<LoanConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM loan_configs WHERE id = $1`, [id]);
    return row ? toAdminLoanConfig(row) : null;
  },
};

export interface LoanConfigInput {
  id?: number | undefined;
  loan_period: number;
  min_amount: string;
  max_amount: string;
  interest_rate: string;
  free_period: number;
  penalty_rate: string;
  enabled: 0 | 1;
  sort: number;
}

export function saveLoanConfig(db: Database, clock: Clock, operatorId: number, input: LoanConfigInput): Promise<AdminLoanConfig> {
  if (new Decimal(input.min_amount).lte(0)) throw badField('min_amount', 'invalid');
  if (new Decimal(input.max_amount).lt(input.min_amount)) throw badField('max_amount', 'invalid');
  if (new Decimal(input.interest_rate).gt(10_000)) throw badField('interest_rate', 'invalid');
  if (input.penalty_rate !== '' && new Decimal(input.penalty_rate).gt(10_000)) throw badField('penalty_rate', 'invalid');
  if (input.free_period > input.loan_period) throw badField('free_period', 'invalid');
  return save(db, clock, operatorId, configTable, input.id, {
    loan_period: input.loan_period,
    min_amount: input.min_amount,
    max_amount: input.max_amount,
    interest_rate: input.interest_rate,
    free_period: input.free_period,
    penalty_rate: input.penalty_rate === '' ? null : input.penalty_rate,
    enabled: input.enabled === 1,
    sort: input.sort,
  });
}

interface RepaymentAccountRow {
  id: number;
  currency_code: string;
  protocol_code: string;
  address: string;
  enabled: boolean;
  sort: number;
}

const ACCOUNT_COLUMNS = 'id, currency_code, protocol_code, address, enabled, sort';

function toRepaymentAccount(row: RepaymentAccountRow): RepaymentAccount {
  return { id: row.id, currency_code: row.currency_code, protocol_code: row.protocol_code, address: row.address };
}

function toAdminRepaymentAccount(row: RepaymentAccountRow): AdminRepaymentAccount {
  return { ...toRepaymentAccount(row), enabled: row.enabled, sort: row.sort };
}

export async function enabledRepaymentAccounts(db: Queryable): Promise<RepaymentAccount[]> {
  const rows = await db.query<RepaymentAccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM loan_repayment_accounts WHERE enabled ORDER BY sort, id`,
  );
  return rows.map(toRepaymentAccount);
}

export async function enabledRepaymentAccount(db: Queryable, id: number): Promise<RepaymentAccount> {
  const [row] = await db.query<RepaymentAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM loan_repayment_accounts WHERE id = $1 AND enabled`, [
    id,
  ]);
  if (!row) throw new DomainError(LOAN_CODE.STATE, messages.loanRepaymentAccountUnavailable, { field: 'charge_id' });
  return toRepaymentAccount(row);
}

export function adminRepaymentAccountPage(db: Queryable, page: number): Promise<Page<AdminRepaymentAccount>> {
  return paged(
    db,
    { select: ACCOUNT_COLUMNS, from: 'loan_repayment_accounts', orderBy: 'sort, id', params: [] },
    { page, size: ADMIN_PAGE_SIZE },
    toAdminRepaymentAccount,
  );
}

const accountTable: Table<AdminRepaymentAccount> = {
  name: 'loan_repayment_accounts',
  subject: 'loan_repayment_account',
  find: async (db, id) => {
    const [row] = await db.query<RepaymentAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM loan_repayment_accounts WHERE id = $1`, [id]);
    return row ? toAdminRepaymentAccount(row) : null;
  },
};

export interface RepaymentAccountInput {
  id?: number | undefined;
  currency_code: string;
  protocol_code: string;
  address: string;
  enabled: 0 | 1;
  sort: number;
}

export function saveRepaymentAccount(
  db: Database,
  clock: Clock,
  operatorId: number,
  input: RepaymentAccountInput,
): Promise<AdminRepaymentAccount> {
  return save(db, clock, operatorId, accountTable, input.id, {
    currency_code: input.currency_code.toUpperCase(),
    protocol_code: input.protocol_code.toUpperCase(),
    address: input.address,
    enabled: input.enabled === 1,
    sort: input.sort,
  });
}
