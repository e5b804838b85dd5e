import { describe, expect, it } from 'vitest';
import type { TradeReplay } from '../../../common/api/ticks';
import type { Checkpoint } from '../../../common/tick-log';
import type { ProofBundle } from '../../../common/tick-proof';
import { marketRetentionJob } from '../../../server/market/retention-job';
import { RAW_TICKS_KEPT_MS, TICK_BLOCKS_KEPT_MS } from '../../../server/market/tick-store';
import { auth, call, newAddress } from '../helpers/access';
import { runScheduledJobs } from '../helpers/fund';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { expectBundleHolds, proofOf, sealThisMinute, storedBlocks, storedCheckpoints } from '../helpers/tick-log';
import { demoTrader, EURUSD, lastSeq, openPosition, tick, trade } from '../helpers/trading';

// The tick log's retention (issue 37), on the leader's market-retention job: the journal of raw ticks goes after
// RAW_TICKS_KEPT_MS, the blocks (which hold every tick) and the checkpoints after TICK_BLOCKS_KEPT_MS. A trade's proof
// outlives both: before a block goes, the proofs of the ticks settlements cite are kept, and GET /api/ticks/proof
// answers them as before, verified with the published key. The newest checkpoint always stays, and the next seal
// chains to it.

const app = appForTests();

const history = madeBeforeTests(async () => {
  const trader = await demoTrader(app);
  await tick(app, EURUSD, '1.10000');
  const order = await openPosition(app, trader, { type: 1, cont: '0.1', forex_id: EURUSD });
  app.clock.advance(10_000);
  await tick(app, EURUSD, '1.10030');
  const uncited = lastSeq(app);
  app.clock.advance(10_000);
  await tick(app, EURUSD, '1.10050');
  expect((await trade(app, trader, 'close', { id: order.Id })).code).toBe(1);
  await sealThisMinute(app);
  // A second minute and checkpoint, cited by nothing.
  await tick(app, EURUSD, '1.10060');
  await sealThisMinute(app);
  const bundle = await proofOf(app, trader, { order_id: order.Id });
  const cited = bundle.proofs.map((proof) => proof.tick.seq);
  return { trader, order, uncited, cited, bundle, checkpoints: await storedCheckpoints(app), blocks: await storedBlocks(app, EURUSD) };
}, 'the sealed trade');

const journalSeqs = async () =>
  (await app.database.db.query<{ seq: string }>('SELECT seq FROM ticks WHERE instrument_id = $1 ORDER BY seq', [EURUSD])).map((row) =>
    Number(row.seq),
  );

const keptProofs = async () =>
  (await app.database.db.query<{ seq: string }>('SELECT seq FROM tick_proofs ORDER BY seq')).map((row) => Number(row.seq));

describe('after the raw ticks are gone', () => {
  it('drops the journal, keeps the blocks, and still proves the trade from them', async () => {
    app.clock.advance(RAW_TICKS_KEPT_MS);
    await runScheduledJobs(app, [marketRetentionJob]);
    expect(await journalSeqs()).toEqual([]);
    expect(await storedBlocks(app, EURUSD)).toHaveLength(2);
    const bundle = await proofOf(app, history.trader, { order_id: history.order.Id });
    expect(bundle).toEqual(history.bundle);
    await expectBundleHolds(app, bundle);
  });

  it('still lets anyone download the sealed ticks, from the blocks', async () => {
    const from = history.blocks[0]!.minute;
    const response = await app.http.inject({
      url: `/api/ticks/download?forex_id=${String(EURUSD)}&from=${String(from)}&to=${String(from + 2 * 60_000)}`,
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(200);
    const seqs = response.body
      .split('\r\n')
      .slice(1)
      .filter((line) => line !== '')
      .map((line) => Number(line.split(',')[1]));
    expect(seqs).toEqual(expect.arrayContaining([...history.cited, history.uncited]));
    expect(seqs).toHaveLength(history.blocks.reduce((sum, block) => sum + block.count, 0));
  });

  it('still replays the trade on its recorded ticks, from the blocks', async () => {
    const answer = await call<TradeReplay>(app, 'GET', '/api/ticks/replay', { order_id: history.order.Id }, auth(history.trader.token));
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.source).toBe('ticks');
    expect(answer.data.ticks.map((played) => played.seq)).toEqual(expect.arrayContaining([...history.cited, history.uncited]));
  });
});

describe('after the blocks are gone', () => {
  it('keeps the proofs of the cited ticks only, and deletes the blocks and every checkpoint but the newest', async () => {
    // A proof already asked for is kept from then on; no tick that nothing cites ever is.
    expect(await keptProofs()).not.toContain(history.uncited);
    app.clock.advance(TICK_BLOCKS_KEPT_MS);
    await runScheduledJobs(app, [marketRetentionJob]);
    expect(await keptProofs()).toEqual([...history.cited].sort((a, b) => a - b));
    expect(await keptProofs()).not.toContain(history.uncited);
    expect(await storedBlocks(app, EURUSD)).toEqual([]);
    expect(await storedCheckpoints(app)).toEqual([history.checkpoints.at(-1)]);
    // Nor are their ticks downloadable any more: the file is its header alone.
    const from = history.blocks[0]!.minute;
    const response = await app.http.inject({
      url: `/api/ticks/download?forex_id=${String(EURUSD)}&from=${String(from)}&to=${String(from + 2 * 60_000)}`,
      remoteAddress: newAddress(),
    });
    expect(response.body.split('\r\n').filter((line) => line !== '')).toHaveLength(1);
  });

  it('answers the same proofs, which verify with the published key', async () => {
    const bundle = await proofOf(app, history.trader, { order_id: history.order.Id });
    expect(bundle).toEqual(history.bundle);
    await expectBundleHolds(app, bundle);
  });

  it('keeps them on every later run', async () => {
    app.clock.advance(TICK_BLOCKS_KEPT_MS);
    await runScheduledJobs(app, [marketRetentionJob]);
    const bundle = await proofOf(app, history.trader, { order_id: history.order.Id });
    expect(bundle).toEqual<ProofBundle>(history.bundle);
  });

  it('chains the next seal to the checkpoint and the block heads it kept', async () => {
    const newest = history.checkpoints.at(-1)!;
    await tick(app, EURUSD, '1.20000');
    await sealThisMinute(app);
    const after = await storedCheckpoints(app);
    expect(after.map((checkpoint) => checkpoint.id)).toEqual([newest.id, newest.id + 1]);
    expect(after[1]?.prev_hash).toBe(newest.hash);
    const latest = (await call<Checkpoint>(app, 'GET', '/api/ticks/checkpoint/latest')).data;
    const [block] = await storedBlocks(app, EURUSD);
    // The instrument's chain goes on from the last block signed before the compaction.
    expect(block?.prev_hash).toBe(history.blocks.at(-1)?.hash);
    expect(latest.heads.find((head) => head.instrument_id === EURUSD)?.hash).toBe(block?.hash);
  });
});
