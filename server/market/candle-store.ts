import { PERIODS } from '../../common/market';
import type { Queryable } from '../db/database';
import { applyTick, type LiveCandle, type Tick } from './candles';

// Writing candles: the live ones every second, and recorded history at start.

export interface StoredCandle {
  instrumentId: number;
  candle: LiveCandle;
}

export async function storeCandles(db: Queryable, candles: readonly StoredCandle[]): Promise<void> {
  if (candles.length === 0) return;
  // One array parameter per column, not eight parameters per row: binding hundreds of parameters was most of a
  // flush's cost on PGlite. A recorded history of tens of thousands of candles is still one statement.
  const text = (pick: (candle: LiveCandle) => string) => candles.map((entry) => pick(entry.candle));
  await db.query(
    `INSERT INTO candles (instrument_id, period, time, open, high, low, close, volume)
     SELECT * FROM unnest($1::integer[], $2::text[], $3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])
     ON CONFLICT (instrument_id, period, time) DO UPDATE SET high = EXCLUDED.high, low = EXCLUDED.low,
       close = EXCLUDED.close, volume = EXCLUDED.volume`,
    [
      candles.map((entry) => entry.instrumentId),
      text((candle) => candle.Period),
      candles.map((entry) => entry.candle.Time),
      text((candle) => candle.Open),
      text((candle) => candle.High),
      text((candle) => candle.Low),
      text((candle) => candle.Close),
      text((candle) => candle.Volume),
    ],
  );
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
