import type { Config } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import { seed } from '../../server/seed/seed';
import type { Tick } from '../../server/market/candles';
import type { FeedContext, FeedFactory, MarketFeed } from '../../server/market/feed';
import { pricePath, type PricePath } from '../../server/market/price-path';

// The tick-to-paint bench's market: 30 listed instruments, every one trading around the clock and ticking 5 times a
// second. Only the bench's own database is changed, before the server opens it; the server runs as shipped, with
// this feed in place of the simulated one.

export const INSTRUMENT_COUNT = 30;
export const TICK_MS = 200;

/**
 * Migrates and seeds the database in `config` as start-up would, then lists copies of the seeded instruments
 * (new id, code and name) until there are INSTRUMENT_COUNT, and opens every market all day: at a weekend forex
 * rows would read "Closed" and never repaint, which is not the load the bench is about.
 */
export async function prepareMarket(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<void> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    await seed(db);
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE instruments SET session = 'crypto'`);
      const listed = await tx.query<{ id: number }>('SELECT id FROM instruments WHERE listed ORDER BY sort, id');
      const [top] = await tx.query<{ id: number; sort: number }>('SELECT max(id) AS id, max(sort) AS sort FROM instruments');
      if (!top || listed.length === 0) throw new Error('the seed listed no instruments');
      for (let copy = 1; listed.length + copy - 1 < INSTRUMENT_COUNT; copy += 1) {
        const source = listed[(copy - 1) % listed.length]!;
        await tx.query(
          `INSERT INTO instruments (id, code, show_code, category_id, session, price_precision, pip, min_lots,
             units_per_lot, fee_rate, margin_mode, multiples, base_price, volatility, sort)
           SELECT $1, code || 'B' || $2, show_code || ' B' || $2, category_id, session, price_precision, pip, min_lots,
             units_per_lot, fee_rate, margin_mode, multiples, base_price, volatility, $3
           FROM instruments WHERE id = $4`,
          [top.id + copy, String(copy), top.sort + copy, source.id],
        );
      }
    });
  } finally {
    await db.close();
  }
}

/** Every instrument ticks every TICK_MS along its seeded path, one batch per step, each price unlike the last. */
class TickingFeed implements MarketFeed {
  private readonly paths = new Map<number, PricePath>();
  private readonly lastPrices = new Map<number, string>();
  private cancel: (() => void) | undefined;

  constructor(
    seed: number,
    private readonly context: FeedContext,
  ) {
    for (const instrument of context.instruments) this.paths.set(instrument.id, pricePath(seed, instrument));
  }

  path(instrumentId: number): PricePath | undefined {
    return this.paths.get(instrumentId);
  }

  start(onTicks: (ticks: Tick[]) => void): void {
    const { clock } = this.context;
    const run = () => {
      onTicks(this.step(clock.now()));
      this.cancel = clock.setTimer(run, TICK_MS - (clock.now() % TICK_MS));
    };
    this.cancel = clock.setTimer(run, TICK_MS - (clock.now() % TICK_MS));
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  private step(time: number): Tick[] {
    const { instruments, sequences } = this.context;
    return instruments.map((instrument) => {
      const path = this.paths.get(instrument.id)!;
      let price = path.priceAt(time).toFixed(instrument.precision);
      // A path moves less than one price step in 200 ms more often than not; an unchanged price repaints nothing.
      if (price === this.lastPrices.get(instrument.id)) {
        price = (Number(price) + 10 ** -instrument.precision).toFixed(instrument.precision);
      }
      this.lastPrices.set(instrument.id, price);
      const seq = (sequences.get(instrument.id) ?? 0) + 1;
      sequences.set(instrument.id, seq);
      return { instrumentId: instrument.id, seq, time, price, volume: path.volumeAt(time) };
    });
  }
}

export function tickingFeed(seed: number): FeedFactory {
  return (context) => new TickingFeed(seed, context);
}
