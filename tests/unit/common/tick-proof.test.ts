import { beforeAll, describe, expect, it } from 'vitest';
import {
  blockHash,
  checkpointHash,
  checkpointText,
  GENESIS_HASH,
  leafHash,
  merklePath,
  merkleRoot,
  type Checkpoint,
  type LoggedTick,
  type SealedBlock,
} from '../../../common/tick-log';
import { PROOF_CHECKS, verifyTickProof, type ProofReport, type TickProof } from '../../../common/tick-proof';
import { tickSignerFromSeed, type TickSigner } from '../../../server/ticks/signing-key';

// A settlement's proof and its check (issue 37): a proof made by the log's own encoding verifies, every check named
// and passed; and each way of changing it is told by exactly the checks that change breaks, by name, so the PWA and
// tools/verify-ticks.ts can say what is wrong rather than only that something is.

const MINUTE = 1_767_614_400_000;
const INSTRUMENT = 1;

/** Four ticks of the settlement's minute; the third decided it. */
const MINUTE_TICKS: LoggedTick[] = [
  { instrument_id: INSTRUMENT, seq: 101, time: MINUTE + 1_000, price: '1.10000' },
  { instrument_id: INSTRUMENT, seq: 102, time: MINUTE + 2_000, price: '1.10010' },
  { instrument_id: INSTRUMENT, seq: 103, time: MINUTE + 3_000, price: '1.10020' },
  { instrument_id: INSTRUMENT, seq: 104, time: MINUTE + 4_000, price: '1.10030' },
];
const DECIDING = 2;

let signer: TickSigner;
let proof: TickProof;

async function sealed(minute: number, ticks: readonly LoggedTick[], prevHash: string): Promise<SealedBlock> {
  const header = {
    instrument_id: INSTRUMENT,
    minute,
    count: ticks.length,
    ticks_root: await merkleRoot(await Promise.all(ticks.map(leafHash))),
    prev_hash: prevHash,
  };
  return { ...header, hash: await blockHash(header) };
}

async function signedCheckpoint(heads: Checkpoint['heads'], by: TickSigner = signer): Promise<Checkpoint> {
  const unsigned = { id: 3, time: MINUTE + 185_000, prev_hash: 'ab'.repeat(32), heads };
  return { ...unsigned, hash: await checkpointHash(unsigned), key_id: by.keyId, signature: by.sign(checkpointText(unsigned)) };
}

beforeAll(async () => {
  signer = await tickSignerFromSeed(Buffer.alloc(32, 0x5a));
  const block = await sealed(MINUTE, MINUTE_TICKS, 'ef'.repeat(32));
  // Two later minutes of the instrument, the checkpoint naming the second.
  const next = await sealed(MINUTE + 60_000, [{ instrument_id: INSTRUMENT, seq: 105, time: MINUTE + 61_000, price: '1.1004' }], block.hash);
  const last = await sealed(
    MINUTE + 120_000,
    [{ instrument_id: INSTRUMENT, seq: 106, time: MINUTE + 121_000, price: '1.1005' }],
    next.hash,
  );
  const checkpoint = await signedCheckpoint([
    { instrument_id: INSTRUMENT, minute: last.minute, hash: last.hash },
    { instrument_id: 13, minute: MINUTE + 120_000, hash: 'cd'.repeat(32) },
  ]);
  const tick = MINUTE_TICKS[DECIDING]!;
  proof = {
    version: 'meridian-ticks/1',
    settlement: { event: 'close', reason: 'stop_loss', order_id: 42, seq: tick.seq, price: '1.1002', time: tick.time },
    tick,
    merkle_path: await merklePath(await Promise.all(MINUTE_TICKS.map(leafHash)), DECIDING),
    block,
    chain: [next, last],
    checkpoint,
  };
});

/** A deep copy to spoil. */
const copy = (): TickProof => structuredClone(proof);

const failing = (report: ProofReport) => report.checks.filter((check) => !check.ok).map((check) => check.name);

describe('a proof made by the log', () => {
  it('verifies with the signing key: every check, in order, holds', async () => {
    const report = await verifyTickProof(proof, signer.publicKey);
    expect(report.checks.map((check) => check.name)).toEqual([...PROOF_CHECKS]);
    expect(failing(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.signed_at).toBe(proof.checkpoint.time);
    expect(report.checks.every((check) => check.detail.length > 0)).toBe(true);
  });

  it('verifies with no later block, when the checkpoint names its own block', async () => {
    const alone = copy();
    alone.chain = [];
    alone.checkpoint = await signedCheckpoint([{ instrument_id: INSTRUMENT, minute: alone.block.minute, hash: alone.block.hash }]);
    expect(failing(await verifyTickProof(alone, signer.publicKey))).toEqual([]);
  });

  it('verifies the first block of a chain, and a block of one tick with an empty path', async () => {
    const first = copy();
    const only = MINUTE_TICKS[0]!;
    first.tick = only;
    first.settlement = { ...first.settlement, seq: only.seq, price: only.price, time: only.time };
    first.merkle_path = [];
    first.block = await sealed(MINUTE, [only], GENESIS_HASH);
    first.chain = [];
    first.checkpoint = await signedCheckpoint([{ instrument_id: INSTRUMENT, minute: MINUTE, hash: first.block.hash }]);
    expect(failing(await verifyTickProof(first, signer.publicKey))).toEqual([]);
  });

  it('takes the recorded price with or without trailing zeros', async () => {
    const padded = copy();
    padded.settlement.price = '1.10020000';
    padded.tick.price = '1.1002';
    expect(failing(await verifyTickProof(padded, signer.publicKey))).toEqual([]);
  });
});

describe('a changed proof is told by the check it breaks', () => {
  it("another tick's price in the block: tick_in_block", async () => {
    const spoiled = copy();
    // The deciding tick's sibling is the fourth tick: its price is not what was sealed.
    const forged = await leafHash({ ...MINUTE_TICKS[3]!, price: '1.2' });
    spoiled.merkle_path[0] = { side: 'right', hash: forged };
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['tick_in_block']);
  });

  it("the deciding tick's price, changed with the settlement's record: tick_in_block", async () => {
    const spoiled = copy();
    spoiled.tick.price = '1.0999';
    spoiled.settlement.price = '1.0999';
    const report = await verifyTickProof(spoiled, signer.publicKey);
    expect(failing(report)).toEqual(['tick_in_block']);
    expect(report.ok).toBe(false);
  });

  it("a tick moved to another minute than its block's: tick_in_block", async () => {
    const spoiled = copy();
    spoiled.tick.time += 60_000;
    spoiled.settlement.time += 60_000;
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['tick_in_block']);
  });

  it("the block's fields, its hash left: block_hash", async () => {
    const counted = copy();
    counted.block.count = 5;
    expect(failing(await verifyTickProof(counted, signer.publicKey))).toEqual(['block_hash']);
    const relinked = copy();
    relinked.block.prev_hash = GENESIS_HASH;
    expect(failing(await verifyTickProof(relinked, signer.publicKey))).toEqual(['block_hash']);
  });

  it("the block's hash itself: block_hash, and the next block no longer follows it (chain)", async () => {
    const spoiled = copy();
    spoiled.block.hash = '00'.repeat(32);
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['block_hash', 'chain']);
  });

  it('a later block of the chain changed, or left out: chain', async () => {
    const changed = copy();
    changed.chain[0]!.ticks_root = changed.block.ticks_root;
    expect(failing(await verifyTickProof(changed, signer.publicKey))).toEqual(['chain']);
    const lastChanged = copy();
    lastChanged.chain[1]!.count = 2;
    expect(failing(await verifyTickProof(lastChanged, signer.publicKey))).toEqual(['chain']);
    const gap = copy();
    gap.chain.splice(0, 1);
    expect(failing(await verifyTickProof(gap, signer.publicKey))).toEqual(['chain']);
    // Out of order, the last block is no longer the one the checkpoint names either.
    const reordered = copy();
    reordered.chain.reverse();
    expect(failing(await verifyTickProof(reordered, signer.publicKey))).toEqual(['chain', 'checkpoint_head']);
  });

  it('a chain cut short of the block the signed checkpoint names: checkpoint_head', async () => {
    const spoiled = copy();
    spoiled.chain.pop();
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['checkpoint_head']);
  });

  it('a checkpoint signed with the key that names another block: checkpoint_head', async () => {
    const spoiled = copy();
    spoiled.checkpoint = await signedCheckpoint([{ instrument_id: INSTRUMENT, minute: MINUTE + 120_000, hash: '11'.repeat(32) }]);
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['checkpoint_head']);
  });

  it("the checkpoint's head edited after signing: checkpoint_head, checkpoint_hash and signature", async () => {
    const spoiled = copy();
    spoiled.checkpoint.heads[0]!.hash = '11'.repeat(32);
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['checkpoint_head', 'checkpoint_hash', 'signature']);
  });

  it("the checkpoint's body (its time, its predecessor): checkpoint_hash and signature", async () => {
    const timed = copy();
    timed.checkpoint.time += 1;
    expect(failing(await verifyTickProof(timed, signer.publicKey))).toEqual(['checkpoint_hash', 'signature']);
    const relinked = copy();
    relinked.checkpoint.prev_hash = GENESIS_HASH;
    expect(failing(await verifyTickProof(relinked, signer.publicKey))).toEqual(['checkpoint_hash', 'signature']);
  });

  it("the checkpoint's hash alone: checkpoint_hash", async () => {
    const spoiled = copy();
    spoiled.checkpoint.hash = '22'.repeat(32);
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['checkpoint_hash']);
  });

  it("the signature's bytes: signature", async () => {
    const spoiled = copy();
    const bytes = Buffer.from(spoiled.checkpoint.signature, 'base64');
    bytes[0] = bytes[0]! ^ 0x01;
    spoiled.checkpoint.signature = bytes.toString('base64');
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['signature']);
    const garbage = copy();
    garbage.checkpoint.signature = 'not a signature';
    expect(failing(await verifyTickProof(garbage, signer.publicKey))).toEqual(['signature']);
  });

  it('another key trusted: key and signature', async () => {
    const other = await tickSignerFromSeed(Buffer.alloc(32, 0x17));
    const report = await verifyTickProof(proof, other.publicKey);
    expect(failing(report)).toEqual(['key', 'signature']);
    expect(report.checks.find((check) => check.name === 'key')?.detail).toContain(other.keyId);
  });

  it('a checkpoint re-signed with another key, checked against the published one: key and signature', async () => {
    const other = await tickSignerFromSeed(Buffer.alloc(32, 0x17));
    const spoiled = copy();
    spoiled.checkpoint = await signedCheckpoint(spoiled.checkpoint.heads, other);
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['key', 'signature']);
  });

  it('the key id the checkpoint names: key', async () => {
    const spoiled = copy();
    spoiled.checkpoint.key_id = '0123456789abcdef';
    expect(failing(await verifyTickProof(spoiled, signer.publicKey))).toEqual(['key']);
  });

  it("the settlement's recorded price, or another tick than the proved one: settlement", async () => {
    const priced = copy();
    priced.settlement.price = '1.1003';
    const report = await verifyTickProof(priced, signer.publicKey);
    expect(failing(report)).toEqual(['settlement']);
    expect(report.checks[0]?.detail).toContain('1.1003');
    const other = copy();
    other.settlement.seq = 104;
    expect(failing(await verifyTickProof(other, signer.publicKey))).toEqual(['settlement']);
    const unreadable = copy();
    unreadable.settlement.price = 'about 1.1';
    expect(failing(await verifyTickProof(unreadable, signer.publicKey))).toEqual(['settlement']);
  });
});
