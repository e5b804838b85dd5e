import {
  blockHash,
  blockMinute,
  canonicalPrice,
  checkpointHash,
  checkpointSignatureHolds,
  keyId,
  leafHash,
  rootFromPath,
  type TICK_LOG_VERSION,
  type Checkpoint,
  type LoggedTick,
  type MerkleStep,
  type SealedBlock,
} from './tick-log';

// A settlement's proof (issue 37) and its check: that the tick which decided a fill, a close or an option is in the
// signed tick log. One pure function, used by the PWA's order detail and by tools/verify-ticks.ts outside Meridian;
// like ./tick-log.ts it needs nothing beyond Web Crypto. The report names every check and says which broke, so a
// changed tick, block hash or signature is told as exactly that.

/** What a settlement's tick decided. */
export type SettlementEvent = 'open' | 'close' | 'partial_close' | 'option_open' | 'option_settle';

export interface SettlementRef {
  event: SettlementEvent;
  /** Why (a contract's open or close reason: market, pending_fill, stop_loss, trailing_stop, stop_out, expiry, ...). */
  reason: string | null;
  /** The contract order or the option it belongs to. */
  order_id?: number;
  micro_id?: number;
  /** The deciding tick as the order records it. */
  seq: number;
  price: string;
  time: number;
}

export interface TickProof {
  version: typeof TICK_LOG_VERSION;
  settlement: SettlementRef;
  tick: LoggedTick;
  /** The sibling hashes from the tick's leaf to its block's ticks_root. */
  merkle_path: MerkleStep[];
  block: SealedBlock;
  /** The instrument's blocks after `block`, oldest first, up to the one the checkpoint names (empty when it names `block`). */
  chain: SealedBlock[];
  checkpoint: Checkpoint;
}

/** What GET /api/ticks/proof answers: one proof per tick the order's settlements cite, in the order they happened. */
export interface ProofBundle {
  order_id?: number;
  micro_id?: number;
  /** The signer's raw public key, base64, as GET /api/ticks/public_key publishes it. */
  public_key: string;
  proofs: TickProof[];
  /** Settlements whose minute is not signed yet (a checkpoint follows within two minutes). */
  pending: SettlementRef[];
  /** Settlements on ticks from before the signed log began: they have no proof. */
  before_log: SettlementRef[];
}

export const PROOF_CHECKS = [
  'settlement',
  'tick_in_block',
  'block_hash',
  'chain',
  'checkpoint_head',
  'checkpoint_hash',
  'key',
  'signature',
] as const;
export type ProofCheckName = (typeof PROOF_CHECKS)[number];

export interface ProofCheck {
  name: ProofCheckName;
  ok: boolean;
  /** In English, for the tool's reader; the app words each check by its name. */
  detail: string;
}

export interface ProofReport {
  ok: boolean;
  checks: ProofCheck[];
  /** The checkpoint's time: when the log holding the tick was signed. */
  signed_at: number;
}

const sameTick = (a: LoggedTick, b: { seq: number; price: string; time: number }) => {
  try {
    return a.seq === b.seq && a.time === b.time && canonicalPrice(a.price) === canonicalPrice(b.price);
  } catch {
    return false;
  }
};

async function tickInBlock(proof: TickProof): Promise<ProofCheck> {
  const { tick, block } = proof;
  if (tick.instrument_id !== block.instrument_id || blockMinute(tick.time) !== block.minute) {
    return { name: 'tick_in_block', ok: false, detail: `the tick's instrument or minute is not the block's` };
  }
  try {
    const root = await rootFromPath(await leafHash(tick), proof.merkle_path);
    return root === block.ticks_root
      ? { name: 'tick_in_block', ok: true, detail: `tick ${String(tick.seq)} is one of the block's ${String(block.count)} ticks` }
      : { name: 'tick_in_block', ok: false, detail: `the tick and its path lead to ${root}, not the block's ticks_root` };
  } catch (error) {
    return { name: 'tick_in_block', ok: false, detail: `the tick or its path cannot be read: ${String(error)}` };
  }
}

async function blockHolds(block: SealedBlock): Promise<boolean> {
  try {
    return (await blockHash(block)) === block.hash;
  } catch {
    return false;
  }
}

async function chainHolds(proof: TickProof): Promise<ProofCheck> {
  let previous = proof.block;
  for (const next of proof.chain) {
    if (next.instrument_id !== previous.instrument_id || next.prev_hash !== previous.hash || next.minute <= previous.minute) {
      return {
        name: 'chain',
        ok: false,
        detail: `the block of ${String(next.minute)} does not follow the block of ${String(previous.minute)}`,
      };
    }
    if (!(await blockHolds(next)))
      return { name: 'chain', ok: false, detail: `the block of ${String(next.minute)} does not hash to its hash` };
    previous = next;
  }
  return { name: 'chain', ok: true, detail: `${String(proof.chain.length)} later block(s) link it to the checkpoint's` };
}

/** Checks one proof against the raw 32-byte Ed25519 public key the reader trusts (the one Meridian publishes). */
export async function verifyTickProof(proof: TickProof, rawPublicKey: Uint8Array): Promise<ProofReport> {
  const checks: ProofCheck[] = [];
  const { settlement, tick, block, checkpoint } = proof;
  checks.push(
    sameTick(tick, settlement)
      ? { name: 'settlement', ok: true, detail: `the settlement's tick is tick ${String(tick.seq)} at ${tick.price}` }
      : {
          name: 'settlement',
          ok: false,
          detail: `the settlement records tick ${String(settlement.seq)} at ${settlement.price}, the proof another`,
        },
  );
  checks.push(await tickInBlock(proof));
  checks.push(
    (await blockHolds(block))
      ? { name: 'block_hash', ok: true, detail: `the block of ${String(block.minute)} hashes to ${block.hash}` }
      : { name: 'block_hash', ok: false, detail: `the block of ${String(block.minute)} does not hash to ${block.hash}` },
  );
  checks.push(await chainHolds(proof));
  const last = proof.chain[proof.chain.length - 1] ?? block;
  const head = checkpoint.heads.find((candidate) => candidate.instrument_id === last.instrument_id);
  checks.push(
    head && head.hash === last.hash && head.minute === last.minute
      ? { name: 'checkpoint_head', ok: true, detail: `checkpoint ${String(checkpoint.id)} names that block` }
      : { name: 'checkpoint_head', ok: false, detail: `checkpoint ${String(checkpoint.id)} does not name that block` },
  );
  const hashOk = await checkpointHash(checkpoint).then(
    (hash) => hash === checkpoint.hash,
    () => false,
  );
  checks.push({
    name: 'checkpoint_hash',
    ok: hashOk,
    detail: hashOk
      ? `checkpoint ${String(checkpoint.id)} hashes to its hash`
      : `checkpoint ${String(checkpoint.id)} does not hash to its hash`,
  });
  const trustedId = await keyId(rawPublicKey);
  checks.push(
    trustedId === checkpoint.key_id
      ? { name: 'key', ok: true, detail: `signed by key ${trustedId}` }
      : { name: 'key', ok: false, detail: `signed by key ${checkpoint.key_id}, not the trusted key ${trustedId}` },
  );
  const signed = await checkpointSignatureHolds(checkpoint, rawPublicKey);
  checks.push({
    name: 'signature',
    ok: signed,
    detail: signed ? 'the Ed25519 signature holds' : 'the Ed25519 signature does not hold for this checkpoint and key',
  });
  return { ok: checks.every((check) => check.ok), checks, signed_at: checkpoint.time };
}
