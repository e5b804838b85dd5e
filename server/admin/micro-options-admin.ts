import type { AdminMicroOption } from '../../common/api/admin-console';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, notFound } from '../errors';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';

// The option expiries an operator offers (the table micro_options, which the engine reads at every submit): their
// profit ratio, smallest amount and order, whether they are offered at all, and new ones. A disabled expiry leaves
// the PWA's choices and is refused at submit; orders already running on it settle as placed. Orders already placed keep the ratio they were placed at.
// Each change is recorded with the expiry before and after.

interface OptionRow {
  id: number;
  seconds: number;
  profit_ratio: string;
  limit_amount: string;
  sort: number;
  enabled: boolean;
}

/** numeric(8,4) and numeric(24,2) read back with their zeros: "0.8000" shows as "0.8". */
function toOption(row: OptionRow): AdminMicroOption {
  const trim = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
  return {
    id: row.id,
    seconds: row.seconds,
    profit_ratio: trim(row.profit_ratio),
    limit_amount: row.limit_amount,
    sort: row.sort,
    enabled: row.enabled,
  };
}

const COLUMNS = 'id, seconds, profit_ratio::text AS profit_ratio, limit_amount::text AS limit_amount, sort, enabled';

export async function listMicroOptions(db: Queryable): Promise<AdminMicroOption[]> {
  return (await db.query<OptionRow>(`SELECT ${COLUMNS} FROM micro_options ORDER BY sort, seconds`)).map(toOption);
}

export async function saveMicroOption(
  db: Database,
  clock: Clock,
  operatorId: number,
  change: { id?: number | undefined; seconds: number; profit_ratio: string; limit_amount: string; sort: number; enabled: '0' | '1' },
): Promise<AdminMicroOption> {
  return db.transaction(async (tx) => {
    // Saves take turns from here, so the check below sees every expiry saved before this one and none is saved between
    // the check and the write (two saves of the same seconds at once: one written, one refused, none failing on the
    // unique index, issue #32). The table's ids are given, not generated (the seed numbers them): a creation's id is
    // taken under the same lock. Reads (the engine's at every submit) do not wait for it.
    await tx.query('LOCK TABLE micro_options IN SHARE ROW EXCLUSIVE MODE');
    // Another expiry with the same seconds would make the submit ambiguous: refused before the unique index fails.
    const [clash] = await tx.query<{ id: number }>('SELECT id FROM micro_options WHERE seconds = $1 AND id <> $2', [
      change.seconds,
      change.id ?? 0,
    ]);
    if (clash) throw badField('seconds', 'invalid');
    let before: AdminMicroOption | null = null;
    let row: OptionRow | undefined;
    if (change.id) {
      const [found] = await tx.query<OptionRow>(`SELECT ${COLUMNS} FROM micro_options WHERE id = $1 FOR UPDATE`, [change.id]);
      if (!found) throw notFound();
      before = toOption(found);
      [row] = await tx.query<OptionRow>(
        `UPDATE micro_options SET seconds = $2, profit_ratio = $3, limit_amount = $4, sort = $5, enabled = $6 WHERE id = $1 RETURNING ${COLUMNS}`,
        [change.id, change.seconds, change.profit_ratio, change.limit_amount, change.sort, change.enabled === '1'],
      );
    } else {
      [row] = await tx.query<OptionRow>(
        `INSERT INTO micro_options (id, seconds, profit_ratio, limit_amount, sort, enabled)
         VALUES ((SELECT coalesce(max(id), 0) + 1 FROM micro_options), $1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        [change.seconds, change.profit_ratio, change.limit_amount, change.sort, change.enabled === '1'],
      );
    }
    assert(row, 'micro option was not written');
    const after = toOption(row);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'micro_option',
      subjectId: after.id,
      action: before ? 'update' : 'create',
      reason: '',
      before,
      after,
    });
    return after;
  });
}
