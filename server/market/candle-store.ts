import { PERIODS } from '../../common/market';
import type { Queryable } from '../db/database';
import { applyTick, type LiveCandle, type Tick } from './candles';

// Writing candles: the live ones every second, and recorded history at start. Many rows go in one statement, since
// a replayed history can hold tens of thousands of candles.

export interface StoredCandle {
  instrumentId: number;
  candle: LiveCandle;
}

const ROWS_PER_STATEMENT = 500;
const COLUMNS = 8;

export async function storeCandles(db: Queryable, candles: readonly StoredCandle[]): Promise<void> {
  for (let offset = 0; offset < candles.length; offset += ROWS_PER_STATEMENT) {
    const chunk = candles.slice(offset, offset + ROWS_PER_STATEMENT);
    const placeholders = chunk.map((_, row) => `(${Array.from({ length: COLUMNS }, (_, column) => `$${row * COLUMNS + column + 1}`).join(', ')})`);
    const values = chunk.flatMap(({ instrumentId, candle }) => [
      instrumentId,
      candle.Period,
      candle.Time,
      candle.Open,
      candle.High,
      candle.Low,
      candle.Close,
      candle.Volume,
    ]);
    await db.query(
      `INSERT INTO candles (instrument_id, period, time, open, high, low, close, volume) VALUES ${placeholders.join(', ')}
       ON CONFLICT (instrument_id, period, time) DO UPDATE SET high = EXCLUDED.high, low = EXCLUDED.low,
         close = EXCLUDED.close, volume = EXCLUDED.volume`,
      values,
    );
  }
}

/** Every period's candles built from ticks in time order per instrument, each candle once, in its final state. */
export function candlesFromTicks(ticks: readonly Tick[]): StoredCandle[] {
  const current = new Map<string, StoredCandle>();
  const done: StoredCandle[] = [];
  for (const tick of ticks) {
    for (const period of PERIODS) {
      const key = `${tick.instrumentId}:${period}`;
      const previous = current.get(key);
      const candle = applyTick(previous?.candle, period, tick);
      if (previous && previous.candle.Time !== candle.Time) done.push(previous);
      current.set(key, { instrumentId: tick.instrumentId, candle });
    }
  }
  return [...done, ...current.values()];
}
