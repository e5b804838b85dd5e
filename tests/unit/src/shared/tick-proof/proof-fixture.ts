import {
  blockHash,
  checkpointHash,
  checkpointText,
  GENESIS_HASH,
  keyId,
  leafHash,
  merklePath,
  merkleRoot,
  TICK_LOG_VERSION,
  toBase64,
  utf8,
  type LoggedTick,
} from '@common/tick-log';
import type { ProofBundle, SettlementRef, TickProof } from '@common/tick-proof';

// A proof built the way the server builds one (common/tick-log.ts): a minute's ticks, their Merkle tree, the block,
// a checkpoint naming it, signed with a fresh Ed25519 key. Valid as made; a test spoils one part to break one check.

export const INSTRUMENT = 13;
/** A minute's start (ms): 2026-11-19 00:00 UTC. */
export const MINUTE = 1_795_046_400_000;
export const CHECKPOINT_TIME = MINUTE + 65_000;

export interface SignedProof {
  /** The signer's raw public key, base64, as GET /api/ticks/public_key publishes it. */
  publicKey: string;
  keyId: string;
  proof: TickProof;
}

export async function signedProof(
  settlement: Omit<SettlementRef, 'seq' | 'price' | 'time'> = { event: 'open', reason: 'market', order_id: 9 },
): Promise<SignedProof> {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const ticks: LoggedTick[] = [
    { instrument_id: INSTRUMENT, seq: 100, time: MINUTE + 1_000, price: '67000.5' },
    { instrument_id: INSTRUMENT, seq: 101, time: MINUTE + 2_000, price: '67001.25' },
    { instrument_id: INSTRUMENT, seq: 102, time: MINUTE + 3_000, price: '66999' },
  ];
  const leaves = await Promise.all(ticks.map((tick) => leafHash(tick)));
  const header = {
    instrument_id: INSTRUMENT,
    minute: MINUTE,
    count: ticks.length,
    ticks_root: await merkleRoot(leaves),
    prev_hash: GENESIS_HASH,
  };
  const block = { ...header, hash: await blockHash(header) };
  const unsigned = {
    id: 7,
    time: CHECKPOINT_TIME,
    prev_hash: GENESIS_HASH,
    heads: [{ instrument_id: INSTRUMENT, minute: MINUTE, hash: block.hash }],
  };
  const signature = await crypto.subtle.sign(
    { name: 'Ed25519' },
    pair.privateKey,
    utf8(checkpointText(unsigned)) as Uint8Array<ArrayBuffer>,
  );
  const id = await keyId(raw);
  const tick = ticks[1]!;
  return {
    publicKey: toBase64(raw),
    keyId: id,
    proof: {
      version: TICK_LOG_VERSION,
      settlement: { ...settlement, seq: tick.seq, price: tick.price, time: tick.time },
      tick,
      merkle_path: await merklePath(leaves, 1),
      block,
      chain: [],
      checkpoint: { ...unsigned, hash: await checkpointHash(unsigned), key_id: id, signature: toBase64(new Uint8Array(signature)) },
    },
  };
}

/** What GET /api/ticks/proof answers for one proof (and, when given, settlements still waiting for their minute's signature). */
export function bundleOf(signed: SignedProof, pending: SettlementRef[] = []): ProofBundle {
  return { order_id: 9, public_key: signed.publicKey, proofs: [signed.proof], pending, before_log: [] };
}
