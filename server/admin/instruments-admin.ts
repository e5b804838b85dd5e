import type { AdminInstrument } from '../../common/api/admin-config';
import { Decimal } from '../../common/money';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { badField, notFound } from '../errors';
import { maxLotsOf } from '../market/instrument-data';
import { trimZeros } from '../market/instruments';
import { recordDecision } from '../decisions/decisions';
import { assert } from '../assert';

// The instruments an operator configures: listing, trading halt, leverage choices, fee rate and lot rules. Prices,
// sessions and contract sizes are not here: a price is never set by hand, and a contract size changed under open
// positions would change what they are worth. Each change is recorded with the instrument before and after; the
// caller then has every node read the terms again (Market.reloadTerms).

interface InstrumentRow {
  id: number;
  code: string;
  show_code: string;
  listed: boolean;
  halted: boolean;
  multiples: number[];
  fee_rate: string;
  min_lots: string;
  pip: string;
  max_lots: string | null;
}

const COLUMNS =
  'id, code, show_code, listed, halted, multiples, fee_rate::text AS fee_rate, min_lots::text AS min_lots, pip::text AS pip, max_lots::text AS max_lots';

function toInstrument(row: InstrumentRow): AdminInstrument {
  const minLots = trimZeros(row.min_lots);
  return {
    id: row.id,
    code: row.code,
    show_code: row.show_code,
    listed: row.listed,
    halted: row.halted,
    multiples: row.multiples.join(','),
    fee_rate: trimZeros(row.fee_rate),
    min_lots: minLots,
    pip: trimZeros(row.pip),
    max_lots: maxLotsOf({ minLots, maxLots: row.max_lots === null ? undefined : trimZeros(row.max_lots) }),
  };
}

export async function listInstruments(db: Queryable): Promise<AdminInstrument[]> {
  return (await db.query<InstrumentRow>(`SELECT ${COLUMNS} FROM instruments ORDER BY sort, id`)).map(toInstrument);
}

export interface InstrumentChange {
  id: number;
  listed: '0' | '1';
  halted: '0' | '1';
  multiples: string;
  fee_rate: string;
  min_lots: string;
  pip: string;
  /** Empty: the default maximum. */
  max_lots: string;
}

/** The lot rules must hold together, or every order would be refused: checked before anything is written. */
function checkLotRules(change: InstrumentChange): void {
  const min = new Decimal(change.min_lots);
  const step = new Decimal(change.pip);
  if (!min.modulo(step).isZero()) throw badField('min_lots', 'invalid');
  if (change.max_lots !== '') {
    const max = new Decimal(change.max_lots);
    if (max.lessThan(min) || !max.modulo(step).isZero()) throw badField('max_lots', 'invalid');
  }
}

export async function saveInstrument(db: Database, clock: Clock, operatorId: number, change: InstrumentChange): Promise<AdminInstrument> {
  checkLotRules(change);
  const multiples = change.multiples
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const [found] = await tx.query<InstrumentRow>(`SELECT ${COLUMNS} FROM instruments WHERE id = $1 FOR UPDATE`, [change.id]);
    if (!found) throw notFound();
    const [row] = await tx.query<InstrumentRow>(
      `UPDATE instruments SET listed = $2, halted = $3, multiples = $4, fee_rate = $5, min_lots = $6, pip = $7, max_lots = $8
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        change.id,
        change.listed === '1',
        change.halted === '1',
        multiples,
        change.fee_rate,
        change.min_lots,
        change.pip,
        change.max_lots === '' ? null : change.max_lots,
      ],
    );
    assert(row, 'instrument was not written');
    const before = toInstrument(found);
    const after = toInstrument(row);
    await recordDecision(tx, clock, {
      operatorId,
      subject: 'instrument',
      subjectId: after.id,
      action: actionOf(before, after),
      reason: '',
      before,
      after,
    });
    return after;
  });
}

/** What the audit log calls the change: a halt and its end stand out from routine edits. */
function actionOf(before: AdminInstrument, after: AdminInstrument): string {
  if (!before.halted && after.halted) return 'halt';
  if (before.halted && !after.halted) return 'resume';
  return 'update';
}
