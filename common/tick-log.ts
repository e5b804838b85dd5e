// The tick log's encoding (issue 37): how every tick the feed publishes is written into hash-chained blocks, one block
// per instrument and minute, and how the leader's signed checkpoints name the newest block of each instrument. This
// file is the definition the server writes by and every checker reads by (the PWA's order detail, and
// tools/verify-ticks.ts outside Meridian), so it imports nothing: hashing is Web Crypto's SHA-256, which browsers and
// Node's standard library both have. The README's "Verifiable prices" section states the same encoding in prose.
//
// - A tick's line: `instrument_id|seq|time|price`, time in ms since 1970 UTC, the price a plain decimal with no
//   exponent, no sign, no leading zeros before a digit and no trailing zeros after the point ("1.2345", "64000").
// - A block's ticks form a Merkle tree: a leaf is SHA-256(0x00 ‖ line), a node SHA-256(0x01 ‖ left ‖ right), in seq
//   order; a level with an odd count carries its last hash up unpaired (never paired with itself, so no two lists of
//   ticks share a root). One tick's membership is then shown by the hashes along its path, not the whole minute.
// - A block's text: `meridian-ticks/1 block`, the instrument id, the minute (ms, a multiple of 60000), the tick count,
//   the Merkle root and the previous block's hash (64 zeros for an instrument's first), each on its own line ending
//   in "\n". Its hash is SHA-256 of that text, in lowercase hex.
// - A checkpoint's text: `meridian-ticks/1 checkpoint`, its id, its time, the previous checkpoint's hash (64 zeros for
//   the first), then one line `instrument_id|minute|block_hash` per instrument in ascending id, each ending in "\n".
//   The leader signs that text with Ed25519; the checkpoint's hash is SHA-256 of it.

export const TICK_LOG_VERSION = 'meridian-ticks/1';
export const BLOCK_MS = 60_000;
/** The previous hash of an instrument's first block, and of the first checkpoint. */
export const GENESIS_HASH = '0'.repeat(64);

/** A tick as the log holds it. */
export interface LoggedTick {
  instrument_id: number;
  seq: number;
  /** ms since 1970 UTC. */
  time: number;
  /** A decimal string; written canonically in the line whatever trailing zeros it came with. */
  price: string;
}

export interface BlockHeader {
  instrument_id: number;
  /** The minute's start, ms since 1970 UTC. */
  minute: number;
  count: number;
  /** The Merkle root of the minute's ticks, hex. */
  ticks_root: string;
  /** The instrument's previous block's hash, hex (GENESIS_HASH for its first). */
  prev_hash: string;
}

export interface SealedBlock extends BlockHeader {
  /** SHA-256 of the block's text, hex. */
  hash: string;
}

/** The newest block of one instrument, as a checkpoint names it. */
export interface CheckpointHead {
  instrument_id: number;
  minute: number;
  hash: string;
}

export interface UnsignedCheckpoint {
  id: number;
  /** When the leader signed it, ms since 1970 UTC. */
  time: number;
  /** The previous checkpoint's hash, hex (GENESIS_HASH for the first). */
  prev_hash: string;
  heads: CheckpointHead[];
}

export interface Checkpoint extends UnsignedCheckpoint {
  /** SHA-256 of the checkpoint's text, hex. */
  hash: string;
  /** The signer's key id: the first 16 hex digits of SHA-256 of its raw 32-byte public key. */
  key_id: string;
  /** Ed25519 over the checkpoint's text, base64. */
  signature: string;
}

/** Which side of the path a sibling hash sits on. */
export type MerkleSide = 'left' | 'right';

export interface MerkleStep {
  side: MerkleSide;
  hash: string;
}

const encoder = new TextEncoder();
const PRICE_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** The price as a line writes it; throws on anything that is not a plain non-negative decimal. */
export function canonicalPrice(price: string): string {
  const match = PRICE_PATTERN.exec(price.trim());
  if (!match) throw new Error(`not a decimal price: ${price}`);
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

export function tickLine(tick: LoggedTick): string {
  return `${String(tick.instrument_id)}|${String(tick.seq)}|${String(tick.time)}|${canonicalPrice(tick.price)}`;
}

/** The start of the minute a time falls in: the block a tick of that time belongs to. */
export function blockMinute(time: number): number {
  return Math.floor(time / BLOCK_MS) * BLOCK_MS;
}

export function blockText(header: BlockHeader): string {
  return [
    `${TICK_LOG_VERSION} block`,
    String(header.instrument_id),
    String(header.minute),
    String(header.count),
    header.ticks_root,
    header.prev_hash,
    '',
  ].join('\n');
}

export function checkpointText(checkpoint: UnsignedCheckpoint): string {
  const heads = [...checkpoint.heads].sort((a, b) => a.instrument_id - b.instrument_id);
  return [
    `${TICK_LOG_VERSION} checkpoint`,
    String(checkpoint.id),
    String(checkpoint.time),
    checkpoint.prev_hash,
    ...heads.map((head) => `${String(head.instrument_id)}|${String(head.minute)}|${head.hash}`),
    '',
  ].join('\n');
}

export function hex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

export function fromHex(text: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) throw new Error('not lowercase hex');
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await sha256(utf8(text)));
}

function joined(prefix: number, ...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(1 + parts.reduce((sum, part) => sum + part.length, 0));
  bytes[0] = prefix;
  let at = 1;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

export async function leafHash(tick: LoggedTick): Promise<string> {
  return hex(await sha256(joined(0, utf8(tickLine(tick)))));
}

async function nodeHash(left: string, right: string): Promise<string> {
  return hex(await sha256(joined(1, fromHex(left), fromHex(right))));
}

/** Every level of the tree, the leaves first and the root's level last. */
async function merkleLevels(leaves: readonly string[]): Promise<string[][]> {
  if (leaves.length === 0) throw new Error('a block has at least one tick');
  const levels: string[][] = [[...leaves]];
  for (let level = levels[0] ?? []; level.length > 1;) {
    const up: string[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] ?? '';
      const right = level[index + 1];
      up.push(right === undefined ? left : await nodeHash(left, right));
    }
    levels.push(up);
    level = up;
  }
  return levels;
}

/** The Merkle root of a block's leaves (in seq order). */
export async function merkleRoot(leaves: readonly string[]): Promise<string> {
  const levels = await merkleLevels(leaves);
  return levels[levels.length - 1]?.[0] ?? '';
}

/** The sibling hashes from leaf `index` up to the root. */
export async function merklePath(leaves: readonly string[], index: number): Promise<MerkleStep[]> {
  if (index < 0 || index >= leaves.length) throw new Error('no such leaf');
  const levels = await merkleLevels(leaves);
  const path: MerkleStep[] = [];
  let at = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    const hash = level[sibling];
    if (hash !== undefined) path.push({ side: at % 2 === 0 ? 'right' : 'left', hash });
    at = Math.floor(at / 2);
  }
  return path;
}

/** The root a leaf and its path lead to. */
export async function rootFromPath(leaf: string, path: readonly MerkleStep[]): Promise<string> {
  let hash = leaf;
  for (const step of path) hash = step.side === 'right' ? await nodeHash(hash, step.hash) : await nodeHash(step.hash, hash);
  return hash;
}

export async function blockHash(header: BlockHeader): Promise<string> {
  return sha256Hex(blockText(header));
}

export async function checkpointHash(checkpoint: UnsignedCheckpoint): Promise<string> {
  return sha256Hex(checkpointText(checkpoint));
}

/** A key's id: the first 16 hex digits of SHA-256 of its raw 32 bytes. */
export async function keyId(rawPublicKey: Uint8Array): Promise<string> {
  return hex(await sha256(rawPublicKey)).slice(0, 16);
}

/** A key id as people read it aloud or compare it by eye: groups of four. */
export function keyFingerprint(id: string): string {
  return id.replace(/(.{4})(?=.)/g, '$1 ');
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Whether `signature` (base64) is the key's Ed25519 signature of the checkpoint's text. */
export async function checkpointSignatureHolds(checkpoint: Checkpoint, rawPublicKey: Uint8Array): Promise<boolean> {
  try {
    const { subtle } = globalThis.crypto;
    const key = await subtle.importKey('raw', rawPublicKey as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify(
      { name: 'Ed25519' },
      key,
      fromBase64(checkpoint.signature) as Uint8Array<ArrayBuffer>,
      utf8(checkpointText(checkpoint)) as Uint8Array<ArrayBuffer>,
    );
  } catch {
    return false;
  }
}
