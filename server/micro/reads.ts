import { Decimal, formatAmount } from '../../common/money';
import { MICRO_PAGE_SIZE, type MicroOptions, type MicroOrderPage } from '../../common/api/micro';
import { MICRO_STATUS, type MicroStatus } from '../../common/micro';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { InstrumentSeed } from '../market/instrument-data';
import { readSetting } from '../settings';
import { MICRO_COLUMNS, toMicroOrder, type MicroRow } from './orders';

// The micro engine's read queries: the option terms on offer and a user's orders; nothing here writes or settles.

export async function readOptions(db: Queryable, lossLevel: () => Promise<number>): Promise<MicroOptions> {
  const rows = await db.query<{ id: number; seconds: number; profit_ratio: string; limit_amount: string }>(
    // A disabled expiry is not offered (the PWA builds its choices from this list).
    'SELECT id, seconds, profit_ratio, limit_amount FROM micro_options WHERE enabled ORDER BY sort, seconds',
  );
  const presets = await readSetting(db, 'micro_amounts', '');
  return {
    sec: rows.map((row) => ({
      Id: row.id,
      Seconds: row.seconds,
      ProfitRatio: new Decimal(row.profit_ratio).toString(),
      LimitAmount: formatAmount(row.limit_amount),
    })),
    number: presets
      .split(',')
      .map((value) => value.trim())
      .filter((value) => /^\d+(\.\d{1,2})?$/.test(value)),
    loss_level: await lossLevel(),
  };
}

export async function listOptions(
  db: Queryable,
  clock: Clock,
  instrumentOf: (id: number) => InstrumentSeed,
  userId: number,
  status: MicroStatus,
  page: number,
): Promise<MicroOrderPage> {
  // Settled ones latest-settled first; running ones newest first.
  const order = status === MICRO_STATUS.closed ? 'completed_at DESC, id DESC' : 'id DESC';
  const rows = await db.query<MicroRow>(
    `SELECT ${MICRO_COLUMNS} FROM micro_orders WHERE user_id = $1 AND status = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [userId, status, MICRO_PAGE_SIZE, (page - 1) * MICRO_PAGE_SIZE],
  );
  const [count] = await db.query<{ total: string }>('SELECT count(*) AS total FROM micro_orders WHERE user_id = $1 AND status = $2', [
    userId,
    status,
  ]);
  return { data: rows.map((row) => toMicroOrder(row, instrumentOf(row.instrument_id), clock.now())), total: Number(count?.total ?? 0) };
}
