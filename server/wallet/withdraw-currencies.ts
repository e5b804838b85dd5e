import type { AdminWithdrawCurrency } from '../../common/api/admin-wallet';
import type { WithdrawCurrency } from '../../common/api/withdraw';
import type { Queryable } from '../db/database';
import type { DrawType } from '../../common/wallet';

// The currencies a withdrawal can be paid out in, as configured in the back office. Users see the enabled ones.

/** A currency as the table holds it: what users see, and what only the back office sees. */
export interface WithdrawCurrencyRow extends WithdrawCurrency {
  enabled: boolean;
  sort: number;
}

const COLUMNS = 'id, code, protocol, type, draw_rate, fee_type, usd_price, enabled, sort';

/** Rates and prices without trailing zeros: "0.01", not "0.01000000". */
function plain(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export function toWithdrawCurrency(row: WithdrawCurrencyRow): WithdrawCurrency {
  return {
    id: row.id,
    code: row.code,
    protocol: row.protocol,
    type: row.type,
    draw_rate: plain(row.draw_rate),
    fee_type: row.fee_type,
    usd_price: plain(row.usd_price),
  };
}

export function toAdminWithdrawCurrency(row: WithdrawCurrencyRow): AdminWithdrawCurrency {
  return { ...toWithdrawCurrency(row), enabled: row.enabled, sort: row.sort };
}

export async function withdrawCurrencies(db: Queryable, filter: { type?: DrawType; enabledOnly: boolean }): Promise<WithdrawCurrencyRow[]> {
  return db.query<WithdrawCurrencyRow>(
    `SELECT ${COLUMNS} FROM withdraw_currencies
     WHERE ($1::smallint IS NULL OR type = $1) AND (enabled OR NOT $2) ORDER BY sort, id`,
    [filter.type ?? null, filter.enabledOnly],
  );
}

export async function findWithdrawCurrency(db: Queryable, id: number): Promise<WithdrawCurrencyRow | null> {
  const [row] = await db.query<WithdrawCurrencyRow>(`SELECT ${COLUMNS} FROM withdraw_currencies WHERE id = $1`, [id]);
  return row ?? null;
}
