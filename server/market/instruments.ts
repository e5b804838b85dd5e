import type { Queryable } from '../db/database';
import type { AssetClass } from '../../common/protection';
import type { InstrumentSeed, Session } from './instrument-data';

// Instruments as stored; the feed and the API read them here. Every instrument is loaded, listed or not: one taken
// off the list keeps its prices, so positions opened on it can still be valued and closed. What an operator may
// change (listing, halt, multiples, fee rate, lot rules) is read again by `loadTerms` and applied to the loaded
// instruments in place (Market.reloadTerms), so the engines see it on their next order without a restart.

interface InstrumentRow {
  id: number;
  code: string;
  show_code: string;
  category_id: number;
  session: Session;
  asset_class: AssetClass;
  price_precision: number;
  pip: string;
  min_lots: string;
  units_per_lot: string;
  fee_rate: string;
  margin_mode: number;
  multiples: number[];
  base_price: number;
  volatility: number;
  max_lots: string | null;
  listed: boolean;
  halted: boolean;
}

export async function loadInstruments(db: Queryable): Promise<InstrumentSeed[]> {
  const rows = await db.query<InstrumentRow>(
    `SELECT id, code, show_code, category_id, session, asset_class, price_precision, pip, min_lots, units_per_lot, fee_rate,
            margin_mode, multiples, base_price, volatility, max_lots, listed, halted
     FROM instruments ORDER BY sort, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    showCode: row.show_code,
    categoryId: row.category_id,
    session: row.session,
    assetClass: row.asset_class,
    precision: row.price_precision,
    unitsPerLot: trimZeros(row.units_per_lot),
    marginMode: row.margin_mode,
    base: row.base_price,
    volatility: row.volatility,
    ...termsOf(row),
  }));
}

/** What an operator may change on an instrument, as the engines and the PWA read it. */
export type InstrumentTerms = Pick<InstrumentSeed, 'pip' | 'minLots' | 'maxLots' | 'feeRate' | 'multiples' | 'listed' | 'halted'>;

type TermsRow = Pick<InstrumentRow, 'pip' | 'min_lots' | 'max_lots' | 'fee_rate' | 'multiples' | 'listed' | 'halted'>;

function termsOf(row: TermsRow): InstrumentTerms {
  return {
    pip: trimZeros(row.pip),
    minLots: trimZeros(row.min_lots),
    maxLots: row.max_lots === null ? undefined : trimZeros(row.max_lots),
    feeRate: trimZeros(row.fee_rate),
    multiples: [...row.multiples],
    listed: row.listed,
    halted: row.halted,
  };
}

/** Every instrument's terms by id, as stored now. */
export async function loadTerms(db: Queryable): Promise<Map<number, InstrumentTerms>> {
  const rows = await db.query<TermsRow & { id: number }>(
    'SELECT id, pip, min_lots, max_lots, fee_rate, multiples, listed, halted FROM instruments',
  );
  return new Map(rows.map((row) => [row.id, termsOf(row)]));
}

/** NUMERIC(20,8) reads back as "0.01000000"; the API shows "0.01". */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
