import { ADMIN_PAGE_SIZE } from '../../common/api/admin-wallet';
import type { AdminLoanConfig, AdminRepaymentAccount, LoanConfig, RepaymentAccount } from '../../common/api/loan';
import { effectivePenaltyRate, LOAN_CODE } from '../../common/loan';
import { SOURCE_LOCALE, type LocaleCode } from '../../common/locales';
import { readTitle, type Translations } from '../../common/localized-text';
import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { save, type Table } from '../wallet/config-admin';
import { checkReceivingAddress } from '../wallet/receiving-details';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';
import { assert } from '../assert';
import { checkEnglishFirst, LOAN_CONFIG_TRANSLATIONS, translationsOf, writeTranslations } from '../content/translations';

// The loan terms on offer (period, amounts, daily rate, free days, late-fee rate) and the house's repayment
// accounts: what users read, and what operators create and change in the back office, each change recorded with
// the row before and after. A loan copies its config's terms when signed, so later edits never change it. A term's
// title and description are written in English (its own columns) and in other languages (loan_config_translations);
// a user reads them in their language, with the fallback of common/localized-text.ts.

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
  title: string;
  description: string;
}

const CONFIG_COLUMNS =
  'id, loan_period, min_amount, max_amount, interest_rate, free_period, penalty_rate, enabled, sort, title, description';

/** Rates keep their meaningful digits ("5", "12.5", not "5.0000"). */
export function rateText(value: string): string {
  return new Decimal(value).toString();
}

/** The config for a reader of `lang`, given its other languages' texts. */
export function toLoanConfig(row: LoanConfigRow, lang: LocaleCode = SOURCE_LOCALE, translations: Translations = {}): LoanConfig {
  const text = readTitle({ title: row.title, desc: row.description }, translations, lang);
  return {
    id: row.id,
    loan_period: row.loan_period,
    min_amount: formatAmount(row.min_amount),
    max_amount: formatAmount(row.max_amount),
    interest_rate: rateText(row.interest_rate),
    free_period: row.free_period,
    penalty_rate: rateText(effectivePenaltyRate(row.penalty_rate)),
    title: text.title,
    desc: text.desc,
    lang: text.lang,
  };
}

/** The back office's config: its English text as `title` and `desc`, and its other languages as `texts`. */
function toAdminLoanConfig(row: LoanConfigRow, translations: Translations): AdminLoanConfig {
  return { ...toLoanConfig(row), enabled: row.enabled, sort: row.sort, texts: translations };
}

/** Configs for a reader of `lang` (one query for the other languages of them all). */
export async function localizedLoanConfigs(db: Queryable, rows: readonly LoanConfigRow[], lang: LocaleCode): Promise<LoanConfig[]> {
  const translations = await translationsOf(
    db,
    LOAN_CONFIG_TRANSLATIONS,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLoanConfig(row, lang, translations.get(row.id)));
}

/** An enabled config for a reader of `lang`; a disabled or unknown one is refused as enabledLoanConfig refuses it. */
export async function localizedLoanConfig(db: Queryable, id: number, lang: LocaleCode): Promise<LoanConfig> {
  const [config] = await localizedLoanConfigs(db, [await enabledLoanConfig(db, id)], lang);
  assert(config, 'a loan config read lost its row');
  return config;
}

export async function enabledLoanConfigs(db: Queryable, lang: LocaleCode): Promise<LoanConfig[]> {
  const rows = await db.query<LoanConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM loan_configs WHERE enabled ORDER BY sort, id`);
  return localizedLoanConfigs(db, rows, lang);
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

async function adminLoanConfigs(db: Queryable, rows: readonly LoanConfigRow[]): Promise<AdminLoanConfig[]> {
  const translations = await translationsOf(
    db,
    LOAN_CONFIG_TRANSLATIONS,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminLoanConfig(row, translations.get(row.id) ?? {}));
}

export async function adminLoanConfigPage(db: Queryable, page: number): Promise<Page<AdminLoanConfig>> {
  const rows = await paged(
    db,
    { select: CONFIG_COLUMNS, from: 'loan_configs', orderBy: 'sort, id', params: [] },
    { page, size: ADMIN_PAGE_SIZE },
    (row: LoanConfigRow) => row,
  );
  return { data: await adminLoanConfigs(db, rows.data), total: rows.total };
}

/** One config as the back office shows it; null when there is none. */
export async function adminLoanConfig(db: Queryable, id: number): Promise<AdminLoanConfig | null> {
  return configTable.find(db, id);
}

const configTable: Table<AdminLoanConfig> = {
  name: 'loan_configs',
  subject: 'loan_config',
  find: async (db, id) => {
    const rows = await db.query<LoanConfigRow>(`SELECT ${CONFIG_COLUMNS} FROM loan_configs WHERE id = $1`, [id]);
    return (await adminLoanConfigs(db, rows))[0] ?? null;
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
  /** The English title and description, and the other languages' texts; each undefined leaves what is written. */
  title?: string | undefined;
  desc?: string | undefined;
  texts?: Translations | undefined;
}

/** Writes the other languages given, then checks they have the English title they fall back to (else all is undone). */
async function writeConfigTexts(tx: Queryable, id: number, texts: Translations | undefined): Promise<void> {
  if (texts) await writeTranslations(tx, LOAN_CONFIG_TRANSLATIONS, id, texts);
  const [row] = await tx.query<{ title: string }>('SELECT title FROM loan_configs WHERE id = $1', [id]);
  const written = (await translationsOf(tx, LOAN_CONFIG_TRANSLATIONS, [id])).get(id) ?? {};
  checkEnglishFirst({ title: row?.title ?? '', desc: '' }, written);
}

export function saveLoanConfig(db: Database, clock: Clock, operatorId: number, input: LoanConfigInput): Promise<AdminLoanConfig> {
  if (new Decimal(input.min_amount).lte(0)) throw badField('min_amount', 'invalid');
  if (new Decimal(input.max_amount).lt(input.min_amount)) throw badField('max_amount', 'invalid');
  if (new Decimal(input.interest_rate).gt(10_000)) throw badField('interest_rate', 'invalid');
  if (input.penalty_rate !== '' && new Decimal(input.penalty_rate).gt(10_000)) throw badField('penalty_rate', 'invalid');
  if (input.free_period > input.loan_period) throw badField('free_period', 'invalid');
  return save(
    db,
    clock,
    operatorId,
    configTable,
    input.id,
    {
      loan_period: input.loan_period,
      min_amount: input.min_amount,
      max_amount: input.max_amount,
      interest_rate: input.interest_rate,
      free_period: input.free_period,
      penalty_rate: input.penalty_rate === '' ? null : input.penalty_rate,
      enabled: input.enabled === 1,
      sort: input.sort,
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.desc === undefined ? {} : { description: input.desc }),
    },
    (tx, id) => writeConfigTexts(tx, id, input.texts),
  );
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
  checkReceivingAddress(input.address, input.protocol_code, { address: 'address', protocol: 'protocol_code' });
  return save(db, clock, operatorId, accountTable, input.id, {
    currency_code: input.currency_code.toUpperCase(),
    protocol_code: input.protocol_code.toUpperCase(),
    address: input.address,
    enabled: input.enabled === 1,
    sort: input.sort,
  });
}
