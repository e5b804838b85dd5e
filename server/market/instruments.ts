import type { Queryable } from '../db/database';
import type { InstrumentSeed, Session } from './instrument-data';

// Instruments as stored (operators may delist one or change its sizes); the feed and the API read them here.

interface InstrumentRow {
  id: number;
  code: string;
  show_code: string;
  category_id: number;
  session: Session;
  price_precision: number;
  pip: string;
  min_lots: string;
  units_per_lot: string;
  fee_rate: string;
  margin_mode: number;
  multiples: number[];
  base_price: number;
  volatility: number;
}

export async function loadInstruments(db: Queryable): Promise<InstrumentSeed[]> {
  const rows = await db.query<InstrumentRow>(
    `SELECT id, code, show_code, category_id, session, price_precision, pip, min_lots, units_per_lot, fee_rate,
            margin_mode, multiples, base_price, volatility
     FROM instruments WHERE listed ORDER BY sort, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    showCode: row.show_code,
    categoryId: row.category_id,
    session: row.session,
    precision: row.price_precision,
    pip: trimZeros(row.pip),
    minLots: trimZeros(row.min_lots),
    unitsPerLot: trimZeros(row.units_per_lot),
    feeRate: trimZeros(row.fee_rate),
    marginMode: row.margin_mode,
    multiples: row.multiples,
    base: row.base_price,
    volatility: row.volatility,
  }));
}

/** NUMERIC(20,8) reads back as "0.01000000"; the API shows "0.01". */
function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
