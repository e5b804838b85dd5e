import { expect } from 'vitest';
import type { TickPublicKey } from '../../../common/api/ticks';
import { blockMinute, BLOCK_MS, fromBase64, type SealedBlock } from '../../../common/tick-log';
import { verifyTickProof, type ProofBundle, type ProofCheckName } from '../../../common/tick-proof';
import type { Fence } from '../../../server/fence';
import type { Job } from '../../../server/jobs/job';
import { auth, call, type Envelope } from './access';
import type { TestApp } from './test-app';
import type { Trader } from './trading';

// The signed tick log (issue 37) from tests: the leader's seal run by hand on the manual clock, the published key,
// a trade's proofs as GET /api/ticks/proof answers them and their check with the published key, and the log's
// blocks as the database holds them.

export function tickLogJob(app: TestApp): Job {
  const job = app.jobs.find((candidate) => candidate.name === 'tick-log');
  if (!job) throw new Error('the app schedules no tick-log job');
  return job;
}

/** Runs the leader's seal once, as its schedule would, behind `fence` (the app's leadership unless given). */
export async function runSeal(app: TestApp, fence: Fence = (tx) => app.leadership.fence(tx)): Promise<void> {
  await tickLogJob(app).run(app.database.db, app.clock, fence);
}

/** Stores the ticks taken in so far (the market's flush) and seals: every minute that ended before now is signed. */
export async function storeAndSeal(app: TestApp): Promise<void> {
  await app.market.flushNow();
  await runSeal(app);
}

/** Moves the clock `into` ms into the next minute, then stores and seals: the minute the clock was in is signed. */
export async function sealThisMinute(app: TestApp, into = 1_000): Promise<void> {
  app.clock.set(blockMinute(app.clock.now()) + BLOCK_MS + into);
  await storeAndSeal(app);
}

/** The key the app publishes, raw. */
export async function publishedKey(app: TestApp): Promise<Uint8Array> {
  const answer = await call<TickPublicKey>(app, 'GET', '/api/ticks/public_key');
  expect(answer.code, answer.msg).toBe(1);
  return fromBase64(answer.data.public_key);
}

export function askProof(app: TestApp, trader: Trader, ref: { order_id?: number; micro_id?: number }): Promise<Envelope<ProofBundle>> {
  return call<ProofBundle>(app, 'GET', '/api/ticks/proof', ref, auth(trader.token));
}

/** The trade's proof bundle, which must be answered. */
export async function proofOf(app: TestApp, trader: Trader, ref: { order_id?: number; micro_id?: number }): Promise<ProofBundle> {
  const answer = await askProof(app, trader, ref);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

/** Checks every proof of the bundle against the published key; answers the checks that failed, per proof. */
export async function failedChecks(bundle: ProofBundle, key: Uint8Array): Promise<ProofCheckName[][]> {
  const reports = await Promise.all(bundle.proofs.map((proof) => verifyTickProof(proof, key)));
  return reports.map((report) => report.checks.filter((check) => !check.ok).map((check) => check.name));
}

/** Every proof of the bundle holds against the key the app publishes (not the bundle's own copy of it). */
export async function expectBundleHolds(app: TestApp, bundle: ProofBundle): Promise<void> {
  const key = await publishedKey(app);
  expect(bundle.proofs.length).toBeGreaterThan(0);
  expect(await failedChecks(bundle, key)).toEqual(bundle.proofs.map(() => []));
}

export interface StoredBlock extends SealedBlock {
  checkpoint_id: number;
}

/** The log's blocks of an instrument, oldest first, as the database holds them. */
export async function storedBlocks(app: TestApp, instrumentId: number): Promise<StoredBlock[]> {
  const rows = await app.database.db.query<{
    minute: string;
    count: number;
    ticks_root: string;
    prev_hash: string;
    hash: string;
    checkpoint_id: string;
  }>('SELECT minute, count, ticks_root, prev_hash, hash, checkpoint_id FROM tick_blocks WHERE instrument_id = $1 ORDER BY minute', [
    instrumentId,
  ]);
  return rows.map((row) => ({
    instrument_id: instrumentId,
    minute: Number(row.minute),
    count: row.count,
    ticks_root: row.ticks_root,
    prev_hash: row.prev_hash,
    hash: row.hash,
    checkpoint_id: Number(row.checkpoint_id),
  }));
}

export interface StoredCheckpoint {
  id: number;
  time: number;
  prev_hash: string;
  hash: string;
}

export async function storedCheckpoints(app: TestApp): Promise<StoredCheckpoint[]> {
  const rows = await app.database.db.query<{ id: string; time: string; prev_hash: string; hash: string }>(
    'SELECT id, time, prev_hash, hash FROM tick_checkpoints ORDER BY id',
  );
  return rows.map((row) => ({ id: Number(row.id), time: Number(row.time), prev_hash: row.prev_hash, hash: row.hash }));
}

/**
 * Empties the log (journal, blocks, checkpoints, heads, kept proofs) and moves the clock to the start of the next
 * minute: the tests of one file each start from a log that never sealed anything, on one app.
 */
export async function emptyTickLog(app: TestApp): Promise<void> {
  await app.market.flushNow();
  for (const table of ['tick_blocks', 'tick_checkpoints', 'tick_chain_heads', 'tick_proofs', 'ticks']) {
    await app.database.db.query(`DELETE FROM ${table}`);
  }
  app.clock.set(blockMinute(app.clock.now()) + BLOCK_MS);
}
