import { describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import {
  blockHash,
  checkpointSignatureHolds,
  GENESIS_HASH,
  leafHash,
  merkleRoot,
  type Checkpoint,
  type LoggedTick,
  type SealedBlock,
} from '../../../common/tick-log';
import { TICK_DOWNLOADS_PER_MINUTE } from '../../../server/http/routes/ticks';
import { call, newAddress } from '../helpers/access';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { publishedKey, sealThisMinute } from '../helpers/tick-log';
import { EURUSD, lastSeq, tick, USDJPY } from '../helpers/trading';

// The tick download (issue 37): anyone may take one instrument's sealed ticks over whole minutes, at most a day, as
// CSV (a row per tick, its block's fields beside it) or JSON (the blocks with their ticks), and rebuild every block's
// Merkle root and hash from them alone, follow the blocks' chain by prev_hash, and reach a checkpoint signed with the
// published key: nothing of Meridian's database is trusted. Minutes not sealed are not in it. What is asked wrongly
// is refused in the envelope; the download is limited to TICK_DOWNLOADS_PER_MINUTE a minute from one address.

const MINUTE = 60_000;
const app = appForTests();

/** EUR/USD over minutes 0, 1 and 3 (none in 2) and USD/JPY in minute 0, all sealed; one EUR/USD tick of minute 4, stored, not sealed. */
const log = madeBeforeTests(async () => {
  const start = app.clock.now();
  const eur: LoggedTick[] = [];
  const at = async (instrument: number, offset: number, price: string) => {
    app.clock.set(start + offset);
    await tick(app, instrument, price);
    const logged = { instrument_id: instrument, seq: lastSeq(app), time: app.clock.now(), price };
    if (instrument === EURUSD) eur.push(logged);
  };
  await at(EURUSD, 0, '1.10000');
  await at(USDJPY, 5_000, '157.250');
  await at(EURUSD, 20_000, '1.10010');
  await at(EURUSD, 59_999, '1.10020');
  await at(EURUSD, MINUTE, '1.10030');
  await at(EURUSD, MINUTE + 45_000, '1.10040');
  await at(EURUSD, 3 * MINUTE + 1_000, '1.10050');
  await sealThisMinute(app);
  await tick(app, EURUSD, '1.10060');
  app.clock.advance(1_000);
  await app.market.flushNow();
  return { start, eur, unsealedSeq: lastSeq(app) };
}, 'the sealed ticks');

interface Downloaded {
  status: number;
  type: string;
  disposition: string;
  body: string;
}

async function download(params: Record<string, string | number>, address = newAddress()): Promise<Downloaded> {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  const response = await app.http.inject({ url: `/api/ticks/download?${query}`, headers: { lang: 'en' }, remoteAddress: address });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
    body: response.body,
  };
}

/** The CSV's rows as records by header name. */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.split('\r\n').filter((line) => line !== '');
  const names = (header ?? '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index] ?? '', cell])));
}

/** What an outsider does with the CSV: groups the rows by block, rebuilds each block and checks its chain. */
async function rebuiltBlocks(rows: readonly Record<string, string>[]): Promise<(SealedBlock & { checkpoint_id: number })[]> {
  const byBlock = new Map<string, Record<string, string>[]>();
  for (const row of rows) byBlock.set(row.block_hash ?? '', [...(byBlock.get(row.block_hash ?? '') ?? []), row]);
  const blocks = [];
  for (const [hash, members] of byBlock) {
    const first = members[0]!;
    const ticks = members.map((row) => ({
      instrument_id: Number(row.instrument_id),
      seq: Number(row.seq),
      time: Number(row.time),
      price: row.price ?? '',
    }));
    const header = {
      instrument_id: Number(first.instrument_id),
      minute: Number(first.block_minute),
      count: Number(first.block_count),
      ticks_root: first.block_ticks_root ?? '',
      prev_hash: first.block_prev_hash ?? '',
    };
    expect(ticks.length, `the rows of block ${hash}`).toBe(header.count);
    expect(await merkleRoot(await Promise.all(ticks.map(leafHash))), `the root of block ${hash}`).toBe(header.ticks_root);
    expect(await blockHash(header), `the hash of block ${hash}`).toBe(hash);
    blocks.push({ ...header, hash, checkpoint_id: Number(first.checkpoint_id) });
  }
  return blocks;
}

describe('the CSV download', () => {
  it('has the header, one row per sealed tick of the instrument, and its block beside each', async () => {
    const answer = await download({ forex_id: EURUSD, from: log.start, to: log.start + 5 * MINUTE });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/csv/);
    expect(answer.disposition).toBe(`attachment; filename="ticks-EURUSD-${new Date(log.start).toISOString().replace(/[:.]/g, '-')}.csv"`);
    expect(answer.body.split('\r\n')[0]).toBe(
      'instrument_id,seq,time,price,block_minute,block_count,block_ticks_root,block_prev_hash,block_hash,checkpoint_id',
    );
    const rows = rowsOf(answer.body);
    // Every EUR/USD tick of the sealed minutes, in order, prices as the log writes them; none of USD/JPY, nor of the
    // minute in progress.
    expect(rows.map((row) => [Number(row.seq), Number(row.time), row.price])).toEqual(
      log.eur.map((logged) => [logged.seq, logged.time, logged.price.replace(/0+$/, '')]),
    );
    expect(rows.map((row) => Number(row.seq))).not.toContain(log.unsealedSeq);
    expect(new Set(rows.map((row) => row.instrument_id))).toEqual(new Set([String(EURUSD)]));
  });

  it('lets an outsider rebuild every block and follow the chain to a checkpoint signed with the published key', async () => {
    const rows = rowsOf((await download({ forex_id: EURUSD, from: log.start, to: log.start + 5 * MINUTE })).body);
    const blocks = await rebuiltBlocks(rows);
    expect(blocks.map((block) => block.minute - log.start)).toEqual([0, MINUTE, 3 * MINUTE]);
    expect(blocks[0]?.prev_hash).toBe(GENESIS_HASH);
    for (let index = 1; index < blocks.length; index += 1) expect(blocks[index]?.prev_hash).toBe(blocks[index - 1]?.hash);
    const last = blocks.at(-1)!;
    const checkpoint = (await call<Checkpoint>(app, 'GET', '/api/ticks/checkpoint', { at: app.clock.now() })).data;
    expect(checkpoint.id).toBe(last.checkpoint_id);
    expect(checkpoint.heads).toContainEqual({ instrument_id: EURUSD, minute: last.minute, hash: last.hash });
    expect(await checkpointSignatureHolds(checkpoint, await publishedKey(app))).toBe(true);
  });

  it('rounds the range out to whole minutes', async () => {
    // Half a minute of minute 1 gives the whole of its block, the tick before the half included.
    const inside = rowsOf((await download({ forex_id: EURUSD, from: log.start + MINUTE + 30_000, to: log.start + MINUTE + 31_000 })).body);
    expect(inside.map((row) => Number(row.time) - log.start)).toEqual([MINUTE, MINUTE + 45_000]);
    // The last millisecond of minute 0 to the first of minute 1: both minutes.
    const across = rowsOf((await download({ forex_id: EURUSD, from: log.start + MINUTE - 1, to: log.start + MINUTE + 1 })).body);
    expect(across.map((row) => Number(row.block_minute) - log.start)).toEqual([0, 0, 0, MINUTE, MINUTE]);
    // A range of only the empty minute 2: the header alone.
    const empty = await download({ forex_id: EURUSD, from: log.start + 2 * MINUTE, to: log.start + 3 * MINUTE });
    expect(empty.status).toBe(200);
    expect(rowsOf(empty.body)).toEqual([]);
  });

  it('has a minute once it is sealed, not before', async () => {
    const range = { forex_id: EURUSD, from: log.start, to: log.start + 10 * MINUTE };
    expect(rowsOf((await download(range)).body).map((row) => Number(row.seq))).not.toContain(log.unsealedSeq);
    await sealThisMinute(app);
    expect(rowsOf((await download(range)).body).map((row) => Number(row.seq))).toContain(log.unsealedSeq);
  });
});

describe('the JSON download', () => {
  it('holds the same blocks, each with its ticks', async () => {
    const answer = await download({ forex_id: EURUSD, from: log.start, to: log.start + 4 * MINUTE, format: 'json' });
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.disposition).toMatch(/^attachment; filename="ticks-EURUSD-.*\.json"$/);
    const file = JSON.parse(answer.body) as {
      instrument_id: number;
      instrument: string;
      from: number;
      to: number;
      blocks: (SealedBlock & { checkpoint_id: number; ticks: LoggedTick[] })[];
    };
    expect(file).toMatchObject({ instrument_id: EURUSD, instrument: 'EURUSD', from: log.start, to: log.start + 4 * MINUTE });
    const csv = await rebuiltBlocks(rowsOf((await download({ forex_id: EURUSD, from: log.start, to: log.start + 4 * MINUTE })).body));
    expect(file.blocks.map((block) => Object.fromEntries(Object.entries(block).filter(([name]) => name !== 'ticks')))).toEqual(csv);
    for (const block of file.blocks) {
      expect(block.ticks).toHaveLength(block.count);
      expect(await merkleRoot(await Promise.all(block.ticks.map(leafHash)))).toBe(block.ticks_root);
      expect(await blockHash(block)).toBe(block.hash);
    }
    expect(file.blocks.flatMap((block) => block.ticks.map((logged) => logged.seq))).toEqual(log.eur.map((logged) => logged.seq));
  });
});

describe('a download asked wrongly', () => {
  const refused = async (params: Record<string, string | number>, code: number): Promise<string> => {
    const answer = await download(params);
    expect(answer.status, answer.body).toBeLessThan(500);
    expect(answer.type).toMatch(/^application\/json/);
    const envelope = JSON.parse(answer.body) as { code: number; msg: string; data: unknown };
    expect(envelope.code, envelope.msg).toBe(code);
    expect(envelope.data).toBeNull();
    expect(envelope.msg).not.toBe('');
    return envelope.msg;
  };

  it('is refused when its end does not come after its start', async () => {
    const backwards = await refused({ forex_id: EURUSD, from: log.start + 2 * MINUTE, to: log.start + MINUTE }, CODE.BAD_INPUT);
    expect(backwards).toBe('The end of the range must come after its start');
    await refused({ forex_id: EURUSD, from: log.start + MINUTE, to: log.start + MINUTE }, CODE.BAD_INPUT);
  });

  it('is refused when longer than a day, and answered at a day exactly', async () => {
    const day = 24 * 60 * MINUTE;
    const long = await refused({ forex_id: EURUSD, from: log.start, to: log.start + day + 1 }, CODE.BAD_INPUT);
    expect(long).toBe('One download covers at most one day of ticks: ask for a shorter range');
    expect((await download({ forex_id: EURUSD, from: log.start, to: log.start + day })).status).toBe(200);
  });

  it('is refused for an instrument there is none of', async () => {
    await refused({ forex_id: 9_999, from: log.start, to: log.start + MINUTE }, CODE.NOT_FOUND);
  });

  it.each<[string, Record<string, string | number>]>([
    ['a time that is no number', { forex_id: EURUSD, from: 'yesterday', to: 1_767_614_460_000 }],
    ['a fractional time', { forex_id: EURUSD, from: 1_767_614_400_000.5, to: 1_767_614_460_000 }],
    ['a time before 2000', { forex_id: EURUSD, from: 1_000, to: 1_767_614_460_000 }],
    ['a time in seconds', { forex_id: EURUSD, from: 1_767_614_400, to: 1_767_614_460 }],
    ['an instrument that is no number', { forex_id: 'EURUSD', from: 1_767_614_400_000, to: 1_767_614_460_000 }],
    ['a format there is none of', { forex_id: EURUSD, from: 1_767_614_400_000, to: 1_767_614_460_000, format: 'xml' }],
    ['no end', { forex_id: EURUSD, from: 1_767_614_400_000 }],
  ])('is refused for %s', async (_case, params) => {
    await refused(params, CODE.BAD_INPUT);
  });
});

describe('the download’s own rate limit', () => {
  it(`answers 429 after ${String(TICK_DOWNLOADS_PER_MINUTE)} downloads a minute from one address, and serves another`, async () => {
    const address = newAddress();
    const range = { forex_id: EURUSD, from: log.start, to: log.start + MINUTE };
    const statuses: number[] = [];
    for (let index = 0; index <= TICK_DOWNLOADS_PER_MINUTE; index += 1) statuses.push((await download(range, address)).status);
    expect(statuses).toEqual([...Array<number>(TICK_DOWNLOADS_PER_MINUTE).fill(200), 429]);
    const limited = JSON.parse((await download(range, address)).body) as { code: number; msg: string };
    expect(limited.code).toBe(CODE.RATE_LIMITED);
    expect(limited.msg).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect((await download(range, newAddress())).status).toBe(200);
    // The rest of the API is not counted against it from the same address.
    const health = await app.http.inject({ url: '/api/health', remoteAddress: address });
    expect(health.statusCode).toBe(200);
  });
});
