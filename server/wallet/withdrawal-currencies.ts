import { plainDecimal } from '../../common/money';
import type { AdminWithdrawCurrency } from '../../common/api/admin-wallet';
import type { WithdrawCurrency } from '../../common/api/withdraw';
import type { Queryable } from '../db/database';
import type { DrawType } from '../../common/wallet';

// The currencies a withdrawal can be paid out in, as configured in the back office. Users see the enabled ones.

/** A currency as the table holds it: what users see, and what only the back office sees. */
export interface WithdrawalCurrencyRow extends WithdrawCurrency {
  enabled: boolean;
  sort: number;
}

const COLUMNS = 'id, code, protocol, type, draw_rate, fee_type, usd_price, enabled, sort';

/** Rates and prices are sent without trailing zeros: "0.01", not "0.01000000". */
export function toWithdrawalCurrency(row: WithdrawalCurrencyRow): WithdrawCurrency {
  return {
    id: row.id,
    code: row.code,
    protocol: row.protocol,
    type: row.type,
    draw_rate: plainDecimal(row.draw_rate),
    fee_type: row.fee_type,
    usd_price: plainDecimal(row.usd_price),
  };
}

export function toAdminWithdrawalCurrency(row: WithdrawalCurrencyRow): AdminWithdrawCurrency {
  return { ...toWithdrawalCurrency(row), enabled: row.enabled, sort: row.sort };
}

export async function withdrawalCurrencies(
  db: Queryable,
  filter: { type?: DrawType; enabledOnly: boolean },
): Promise<WithdrawalCurrencyRow[]> {
  return db.query<WithdrawalCurrencyRow>(
    `SELECT ${COLUMNS} FROM withdraw_currencies
     WHERE ($1::smallint IS NULL OR type = $1) AND (enabled OR NOT $2) ORDER BY sort, id`,
    [filter.type ?? null, filter.enabledOnly],
  );
}

export async function findWithdrawalCurrency(db: Queryable, id: number): Promise<WithdrawalCurrencyRow | null> {
  const [row] = await db.query<WithdrawalCurrencyRow>(`SELECT ${COLUMNS} FROM withdraw_currencies WHERE id = $1`, [id]);
  return row ?? null;
}
