import { afterEach, describe, expect, it } from 'vitest';
import { marketRetentionJob } from '../../../server/market/retention-job';
import { runScheduledJobs } from '../helpers/fund';
import { testApp, type TestApp } from '../helpers/test-app';

// What a server left running keeps of the market: raw ticks for an hour (settlement evidence), minute candles for
// a week, day candles for good; the rest goes on the leader's schedule.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('market retention job', () => {
  it('drops ticks and candles past their retention and keeps the rest', async () => {
    app = await testApp();
    const db = app.database.db;
    const now = app.clock.now() + marketRetentionJob.intervalMs;
    await db.query('INSERT INTO ticks (instrument_id, seq, time, price) VALUES (1, 1, $1, 1.1), (1, 2, $2, 1.2)', [
      now - 2 * HOUR,
      now - 10 * 60_000,
    ]);
    await db.query(
      `INSERT INTO candles (instrument_id, period, time, open, high, low, close, volume) VALUES
       (1, '1M', $1, 1, 1, 1, 1, 0), (1, '1M', $2, 1, 1, 1, 1, 0), (1, '1H', $3, 1, 1, 1, 1, 0), (1, '1D', $4, 1, 1, 1, 1, 0)`,
      [now - 8 * DAY, now - DAY, now - 8 * DAY, now - 400 * DAY],
    );

    await runScheduledJobs(app, [marketRetentionJob]);

    const ticks = await db.query<{ seq: string }>('SELECT seq FROM ticks WHERE instrument_id = 1 ORDER BY seq');
    expect(ticks.map((row) => Number(row.seq))).toEqual([2]);
    const candles = await db.query<{ period: string; time: string }>(
      'SELECT period, time FROM candles WHERE instrument_id = 1 ORDER BY period, time',
    );
    expect(candles.map((row) => [row.period, Number(row.time)])).toEqual([
      ['1D', now - 400 * DAY],
      ['1H', now - 8 * DAY],
      ['1M', now - DAY],
    ]);
  });
});
