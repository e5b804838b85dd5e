import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { KlinePoint } from '../../common/market';
import { DEFAULT_MARKET_SEED } from '../../server/market/instrument-data';
import { ReplayFileError } from '../../server/market/replay-csv';
import { readRecordings, replayFeed } from '../../server/market/replay-feed';
import { call } from './helpers/access';
import { appForTests } from './helpers/lifecycle';
import { testApp } from './helpers/test-app';

// A two-day EURUSD recording, a row every 10 s from Monday 2025-12-29 00:00 UTC, its price rising 0.00001 a row,
// played on a server started the next Monday at 12:00 (the manual clock's start): Monday morning is history, the
// afternoon plays live, a week later to the day and the time.

const RECORDED_FROM = Date.UTC(2025, 11, 29);
const ROW_MS = 10_000;
const ROWS = (2 * 24 * 60 * 60 * 1000) / ROW_MS;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const priceOf = (row: number) => (1.1 + row * 0.00001).toFixed(5);
const rowAt = (recordedTime: number) => (recordedTime - RECORDED_FROM) / ROW_MS;

function recordingDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-replay-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function eurusdCsv(): string {
  const lines = ['time,price'];
  for (let row = 0; row < ROWS; row += 1) lines.push(`${new Date(RECORDED_FROM + row * ROW_MS).toISOString()},${priceOf(row)}`);
  return lines.join('\n');
}

describe('replay feed', () => {
  const startedAt = Date.UTC(2026, 0, 5, 12);
  const app = appForTests(async () => ({
    feed: replayFeed(DEFAULT_MARKET_SEED, await readRecordings(recordingDir({ 'eurusd.csv': eurusdCsv() }))),
  }));

  it('stores the recording before the start as history, a whole week later', async () => {
    const { data } = await call<KlinePoint[]>(app, 'GET', '/v2/api/forex/kline', { forex_id: 1, period: '1M', limit: 3 });
    const lastMinute = startedAt - 60_000;
    // The minute in progress holds the row recorded at exactly the start time.
    expect(data.map((candle) => candle.Time)).toEqual([startedAt - 120_000, lastMinute, startedAt]);
    const [, minute, current] = data;
    expect(minute!.Open).toBe(priceOf(rowAt(lastMinute - WEEK_MS)));
    expect(minute!.Close).toBe(priceOf(rowAt(startedAt - WEEK_MS - ROW_MS)));
    expect(current!.Close).toBe(priceOf(rowAt(startedAt - WEEK_MS)));
  });

  it('plays the rest live at the recorded pace, while unrecorded instruments stay simulated', () => {
    const bitcoinBefore = app.market.lastTick(13)?.seq ?? 0;
    app.market.start();
    app.clock.advance(25_000);
    const tick = app.market.lastTick(1)!;
    expect(tick.time).toBe(startedAt + 20_000);
    expect(tick.price).toBe(priceOf(rowAt(startedAt - WEEK_MS + 20_000)));
    expect(app.market.lastTick(13)!.seq).toBeGreaterThan(bitcoinBefore);
  });

  it('refuses a file named after no instrument', async () => {
    const recordings = await readRecordings(recordingDir({ 'NOPE.csv': 'time,price\n1000,1' }));
    await expect(testApp({ feed: replayFeed(DEFAULT_MARKET_SEED, recordings) })).rejects.toThrow(
      new ReplayFileError('NOPE.csv: no listed instrument has the code NOPE'),
    );
  });

  it('refuses a folder without recordings', async () => {
    const dir = recordingDir({ 'notes.txt': 'nothing here' });
    await expect(readRecordings(dir)).rejects.toThrow(`${dir}: no .csv files to replay`);
  });
});
