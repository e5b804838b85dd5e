import { plainDecimal } from '../../common/money';
import type { AdminBankAccount, AdminCollectCurrency } from '../../common/api/admin-wallet';
import type { ChargeBankAccount, CollectCurrency } from '../../common/api/charge';
import type { Queryable } from '../db/database';

// What deposits run against, as configured in the back office: the collect currencies (one with an address takes
// coin deposits) and the house's receiving bank accounts. Users see the enabled ones.

/** Rows hold what the back office shows of them (ids are integer columns, so they read as numbers), times as Dates. */
export type CollectCurrencyRow = Omit<AdminCollectCurrency, 'usd_price_at'> & { usd_price_at: Date | null };

const COLLECT_COLUMNS = 'id, name, protocol, address, enabled, sort, usd_price, usd_price_at';
export type BankAccountRow = AdminBankAccount;

const BANK_COLUMNS = 'id, collect_currency_id, bank_name, bank_address, bank_swift, payee_name, payee_account, bank_remark, enabled, sort';

export function toCollectCurrency(row: CollectCurrencyRow): CollectCurrency {
  return { id: row.id, name: row.name, protocol: row.protocol, address: row.address, usd_price: plainDecimal(row.usd_price) };
}

export function toAdminCollectCurrency(row: CollectCurrencyRow): AdminCollectCurrency {
  return { ...toCollectCurrency(row), enabled: row.enabled, sort: row.sort, usd_price_at: row.usd_price_at?.getTime() ?? null };
}

export function toBankAccount(row: BankAccountRow): ChargeBankAccount {
  return {
    id: row.id,
    collect_currency_id: row.collect_currency_id,
    bank_name: row.bank_name,
    bank_address: row.bank_address,
    bank_swift: row.bank_swift,
    payee_name: row.payee_name,
    payee_account: row.payee_account,
    bank_remark: row.bank_remark,
  };
}

export function toAdminBankAccount(row: BankAccountRow): AdminBankAccount {
  return { ...row };
}

export async function collectCurrencies(db: Queryable, enabledOnly: boolean): Promise<CollectCurrencyRow[]> {
  return db.query<CollectCurrencyRow>(`SELECT ${COLLECT_COLUMNS} FROM collect_currencies WHERE enabled OR NOT $1 ORDER BY sort, id`, [
    enabledOnly,
  ]);
}

export async function findCollectCurrency(db: Queryable, id: number): Promise<CollectCurrencyRow | null> {
  const [row] = await db.query<CollectCurrencyRow>(`SELECT ${COLLECT_COLUMNS} FROM collect_currencies WHERE id = $1`, [id]);
  return row ?? null;
}

/** Receiving accounts, of one collect currency or all; for users only enabled accounts of enabled currencies. */
export async function bankAccounts(
  db: Queryable,
  filter: { collectCurrencyId?: number | undefined; enabledOnly: boolean },
): Promise<BankAccountRow[]> {
  return db.query<BankAccountRow>(
    `SELECT ${BANK_COLUMNS.split(', ')
      .map((column) => `b.${column}`)
      .join(', ')}
     FROM charge_bank_accounts b JOIN collect_currencies c ON c.id = b.collect_currency_id
     WHERE ($1::integer IS NULL OR b.collect_currency_id = $1) AND ((b.enabled AND c.enabled) OR NOT $2)
     ORDER BY b.sort, b.id`,
    [filter.collectCurrencyId ?? null, filter.enabledOnly],
  );
}

export async function findBankAccount(db: Queryable, id: number): Promise<BankAccountRow | null> {
  const [row] = await db.query<BankAccountRow>(`SELECT ${BANK_COLUMNS} FROM charge_bank_accounts WHERE id = $1`, [id]);
  return row ?? null;
}
