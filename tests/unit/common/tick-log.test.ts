import { describe, expect, it } from 'vitest';
import {
  blockHash,
  blockMinute,
  blockText,
  canonicalPrice,
  checkpointHash,
  checkpointSignatureHolds,
  checkpointText,
  fromBase64,
  fromHex,
  GENESIS_HASH,
  keyFingerprint,
  keyId,
  leafHash,
  merklePath,
  merkleRoot,
  rootFromPath,
  tickLine,
  type BlockHeader,
  type Checkpoint,
  type LoggedTick,
  type UnsignedCheckpoint,
} from '../../../common/tick-log';
import { tickSignerFromSeed } from '../../../server/ticks/signing-key';

// The tick log's encoding (issue 37) as fixed vectors: what an outside checker, written from the README's prose, must
// get byte for byte. Every literal below was computed once with node:crypto from the prose alone (SHA-256 of 0x00 ‖
// line for a leaf, of 0x01 ‖ left ‖ right for a node, of the text for a block and a checkpoint), then pasted; the code
// under test must arrive at each of them. The Ed25519 key is RFC 8032's first test vector, so the signer's key and a
// signature of nothing are the RFC's own.

/** Five ticks of EUR/USD in the minute of 2026-01-05 12:00 UTC, a quarter of a second apart. */
const TICKS: LoggedTick[] = [
  { instrument_id: 1, seq: 1, time: 1_767_614_400_250, price: '1.10000' },
  { instrument_id: 1, seq: 2, time: 1_767_614_400_500, price: '1.10010' },
  { instrument_id: 1, seq: 3, time: 1_767_614_400_750, price: '1.09990' },
  { instrument_id: 1, seq: 4, time: 1_767_614_401_000, price: '1.1' },
  { instrument_id: 1, seq: 5, time: 1_767_614_401_250, price: '1.10020' },
];

const LEAVES = [
  '323949a7c20461f8dbfd47c1ffe49a6299045c19ed1c7e67f0ac21fdbea16252',
  'f3635dbe547a4411e34551c14575e9d583b74d0ed20d7b44df85f7170486ffd0',
  'f45674020c3b5ddff92a1c95c4be2a8e772dce833b3b60352c296adbe0bd1c3e',
  '35e130d45e33ab23b8f0dcf4201d08c4db940a550864eb58c901b671f9dab5af',
  '84059aa270c91b599e520b854f9a6518cea02b413a8ca6555ff99dab15afc976',
] as const;
const [L0, L1, L2, L3, L4] = LEAVES;
/** node(L0, L1), node(L2, L3) and node of those two. */
const H01 = '328196309b8bcfd078643ff7758642f7191310e0821f30942a563e2d49523f6b';
const H23 = '996b0e81f7ab56a072b24523fb67c449a26f497eef63f53a52912f574e68f5ef';
const H0123 = '78e11e0f370e2fb0553fd3750cefd7ae6012c374036c69eb1f74528e2295d886';
/** The roots of the first 1, 2, 3 and all 5 leaves. */
const ROOTS = {
  1: L0,
  2: H01,
  3: 'd1fba51f794e0bb8156bdc95e7e76d40d671f1c616bad99f3179f22b2b025cfc',
  5: '02902fe99b2b8c6745fccb25a891fed647ca7097fb34cd82a1c1810b00628c02',
} as const;

const MINUTE = 1_767_614_400_000;
const BLOCK: BlockHeader = { instrument_id: 1, minute: MINUTE, count: 5, ticks_root: ROOTS[5], prev_hash: GENESIS_HASH };
const BLOCK_HASH = '85b0e4ee867301cd67c39d64aa6276fab143765b6024d56292604cbd464e9f12';

const CHECKPOINT: UnsignedCheckpoint = {
  id: 7,
  time: 1_767_614_465_000,
  prev_hash: 'ab'.repeat(32),
  // Out of order on purpose: the text lists them by ascending instrument id.
  heads: [
    { instrument_id: 13, minute: MINUTE, hash: 'cd'.repeat(32) },
    { instrument_id: 1, minute: MINUTE, hash: BLOCK_HASH },
  ],
};
const CHECKPOINT_TEXT =
  'meridian-ticks/1 checkpoint\n7\n1767614465000\n' +
  'abababababababababababababababababababababababababababababababab\n' +
  '1|1767614400000|85b0e4ee867301cd67c39d64aa6276fab143765b6024d56292604cbd464e9f12\n' +
  '13|1767614400000|cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd\n';
const CHECKPOINT_HASH = '9970f17e428a8944bbab8048e17f1e373648f693fffd3af1276fab514ca7462b';

/** RFC 8032, section 7.1, TEST 1. */
const RFC_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const RFC_PUBLIC_KEY = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const RFC_EMPTY_SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';
/** That key's id (the first 16 hex digits of SHA-256 of the raw key) and its signature of CHECKPOINT_TEXT. */
const RFC_KEY_ID = '21fe31dfa154a261';
const CHECKPOINT_SIGNATURE = 'e146PuSC6rmIw2GTRGsZzNkVhbCXuU+g6I7K9KHfPSNFADTZZyvNJ5LEyBp4lJT0WIb4fzRx6lrxm64jY1SDCg==';

describe('a price as a tick line writes it', () => {
  it('drops trailing zeros after the point and leading zeros before a digit', () => {
    expect(canonicalPrice('1.2345000')).toBe('1.2345');
    expect(canonicalPrice('064000.0')).toBe('64000');
    expect(canonicalPrice('0.50')).toBe('0.5');
    expect(canonicalPrice('0.000')).toBe('0');
    expect(canonicalPrice('000')).toBe('0');
    expect(canonicalPrice('66999.99')).toBe('66999.99');
    expect(canonicalPrice(' 1.10 ')).toBe('1.1');
  });

  it.each(['', '-1.1', '+1.1', '1e5', '1E-3', '.5', '1.', '1,5', '1.2.3', '0x10', 'NaN', 'Infinity', '1 000'])(
    'refuses %j: not a plain non-negative decimal',
    (price) => {
      expect(() => canonicalPrice(price)).toThrow(/not a decimal price/);
    },
  );
});

describe('a tick line and its leaf', () => {
  it('is instrument|seq|time|price, the price canonical', () => {
    expect(TICKS.map(tickLine)).toEqual([
      '1|1|1767614400250|1.1',
      '1|2|1767614400500|1.1001',
      '1|3|1767614400750|1.0999',
      '1|4|1767614401000|1.1',
      '1|5|1767614401250|1.1002',
    ]);
  });

  it('hashes to SHA-256 of 0x00 and the line, the same whatever trailing zeros the price came with', async () => {
    expect(await Promise.all(TICKS.map(leafHash))).toEqual(LEAVES);
    expect(await leafHash({ ...TICKS[0]!, price: '1.1' })).toBe(L0);
    expect(await leafHash({ ...TICKS[0]!, price: '1.10001' })).not.toBe(L0);
  });

  it('falls in the block of the minute it starts', () => {
    expect(blockMinute(MINUTE)).toBe(MINUTE);
    expect(blockMinute(MINUTE + 59_999)).toBe(MINUTE);
    expect(blockMinute(MINUTE + 60_000)).toBe(MINUTE + 60_000);
    expect(blockMinute(MINUTE - 1)).toBe(MINUTE - 60_000);
  });
});

describe('the Merkle tree of a block', () => {
  it('has the fixed roots of 1, 2, 3 and 5 leaves (an odd level carries its last hash up unpaired)', async () => {
    expect(await merkleRoot([L0])).toBe(ROOTS[1]);
    expect(await merkleRoot([L0, L1])).toBe(ROOTS[2]);
    expect(await merkleRoot([L0, L1, L2])).toBe(ROOTS[3]);
    expect(await merkleRoot(LEAVES)).toBe(ROOTS[5]);
  });

  it('never pairs a hash with itself, so a list and that list with its last tick repeated differ', async () => {
    expect(await merkleRoot([L0, L1, L2, L2])).not.toBe(ROOTS[3]);
    expect(await merkleRoot([L0, L0])).not.toBe(ROOTS[1]);
  });

  it('refuses a block of no tick, and a leaf it does not have', async () => {
    await expect(merkleRoot([])).rejects.toThrow(/at least one tick/);
    await expect(merklePath(LEAVES, 5)).rejects.toThrow(/no such leaf/);
    await expect(merklePath(LEAVES, -1)).rejects.toThrow(/no such leaf/);
  });

  it('gives each leaf its fixed path of sibling hashes', async () => {
    expect(await merklePath([L0], 0)).toEqual([]);
    expect(await merklePath([L0, L1], 0)).toEqual([{ side: 'right', hash: L1 }]);
    expect(await merklePath([L0, L1], 1)).toEqual([{ side: 'left', hash: L0 }]);
    expect(await merklePath([L0, L1, L2], 0)).toEqual([
      { side: 'right', hash: L1 },
      { side: 'right', hash: L2 },
    ]);
    expect(await merklePath([L0, L1, L2], 1)).toEqual([
      { side: 'left', hash: L0 },
      { side: 'right', hash: L2 },
    ]);
    // The third leaf has no sibling on the first level: its path starts one level up.
    expect(await merklePath([L0, L1, L2], 2)).toEqual([{ side: 'left', hash: H01 }]);
    expect(await merklePath(LEAVES, 0)).toEqual([
      { side: 'right', hash: L1 },
      { side: 'right', hash: H23 },
      { side: 'right', hash: L4 },
    ]);
    expect(await merklePath(LEAVES, 2)).toEqual([
      { side: 'right', hash: L3 },
      { side: 'left', hash: H01 },
      { side: 'right', hash: L4 },
    ]);
    expect(await merklePath(LEAVES, 3)).toEqual([
      { side: 'left', hash: L2 },
      { side: 'left', hash: H01 },
      { side: 'right', hash: L4 },
    ]);
    expect(await merklePath(LEAVES, 4)).toEqual([{ side: 'left', hash: H0123 }]);
  });

  it('leads every leaf of every size back to its root, and a wrong leaf or side elsewhere', async () => {
    for (const size of [1, 2, 3, 5] as const) {
      const leaves = LEAVES.slice(0, size);
      for (const [index, leaf] of leaves.entries()) {
        const path = await merklePath(leaves, index);
        expect(await rootFromPath(leaf, path), `leaf ${String(index)} of ${String(size)}`).toBe(ROOTS[size]);
        const other = LEAVES[(index + 1) % LEAVES.length]!;
        expect(await rootFromPath(other, path), `another leaf at ${String(index)} of ${String(size)}`).not.toBe(ROOTS[size]);
        if (path.length > 0) {
          const flipped = path.map((step, at) =>
            at === 0 ? { ...step, side: step.side === 'left' ? ('right' as const) : ('left' as const) } : step,
          );
          expect(await rootFromPath(leaf, flipped), `a flipped side at ${String(index)} of ${String(size)}`).not.toBe(ROOTS[size]);
        }
      }
    }
  });
});

describe('a block', () => {
  it('is six lines, each ending in a newline', () => {
    expect(blockText(BLOCK)).toBe(
      'meridian-ticks/1 block\n1\n1767614400000\n5\n' +
        '02902fe99b2b8c6745fccb25a891fed647ca7097fb34cd82a1c1810b00628c02\n' +
        '0000000000000000000000000000000000000000000000000000000000000000\n',
    );
  });

  it('hashes to SHA-256 of its text, and to something else when any field changes', async () => {
    expect(await blockHash(BLOCK)).toBe(BLOCK_HASH);
    for (const changed of [
      { ...BLOCK, instrument_id: 2 },
      { ...BLOCK, minute: MINUTE + 60_000 },
      { ...BLOCK, count: 4 },
      { ...BLOCK, ticks_root: ROOTS[3] },
      { ...BLOCK, prev_hash: BLOCK_HASH },
    ]) {
      expect(await blockHash(changed)).not.toBe(BLOCK_HASH);
    }
  });
});

describe('a checkpoint', () => {
  it('lists the heads by ascending instrument id, whatever order it was given them in', () => {
    expect(checkpointText(CHECKPOINT)).toBe(CHECKPOINT_TEXT);
    expect(checkpointText({ ...CHECKPOINT, heads: [...CHECKPOINT.heads].reverse() })).toBe(CHECKPOINT_TEXT);
  });

  it('hashes to SHA-256 of its text', async () => {
    expect(await checkpointHash(CHECKPOINT)).toBe(CHECKPOINT_HASH);
    expect(await checkpointHash({ ...CHECKPOINT, time: CHECKPOINT.time + 1 })).not.toBe(CHECKPOINT_HASH);
  });
});

describe('the Ed25519 signature of a checkpoint', () => {
  const signed: Checkpoint = { ...CHECKPOINT, hash: CHECKPOINT_HASH, key_id: RFC_KEY_ID, signature: CHECKPOINT_SIGNATURE };

  it("is RFC 8032's: the seed's public key and its signature of nothing", async () => {
    const signer = await tickSignerFromSeed(Buffer.from(RFC_SEED, 'hex'));
    expect(Buffer.from(signer.publicKey).toString('hex')).toBe(RFC_PUBLIC_KEY);
    expect(Buffer.from(signer.sign(''), 'base64').toString('hex')).toBe(RFC_EMPTY_SIGNATURE);
    expect(signer.keyId).toBe(RFC_KEY_ID);
    expect(await keyId(fromHex(RFC_PUBLIC_KEY))).toBe(RFC_KEY_ID);
    expect(keyFingerprint(RFC_KEY_ID)).toBe('21fe 31df a154 a261');
  });

  it("is the fixed signature of the checkpoint's text, which holds for the key", async () => {
    const signer = await tickSignerFromSeed(Buffer.from(RFC_SEED, 'hex'));
    expect(signer.sign(CHECKPOINT_TEXT)).toBe(CHECKPOINT_SIGNATURE);
    expect(await checkpointSignatureHolds(signed, fromHex(RFC_PUBLIC_KEY))).toBe(true);
    expect(await checkpointSignatureHolds(signed, fromBase64(signer.publicKeyBase64))).toBe(true);
  });

  it('does not hold for a changed checkpoint, a changed signature, another key or bytes that are no key', async () => {
    const key = fromHex(RFC_PUBLIC_KEY);
    expect(await checkpointSignatureHolds({ ...signed, time: signed.time + 1 }, key)).toBe(false);
    expect(await checkpointSignatureHolds({ ...signed, heads: signed.heads.slice(1) }, key)).toBe(false);
    const bytes = fromBase64(CHECKPOINT_SIGNATURE);
    bytes[10] = bytes[10]! ^ 1;
    expect(await checkpointSignatureHolds({ ...signed, signature: Buffer.from(bytes).toString('base64') }, key)).toBe(false);
    const other = await tickSignerFromSeed(Buffer.alloc(32, 7));
    expect(await checkpointSignatureHolds(signed, other.publicKey)).toBe(false);
    expect(await checkpointSignatureHolds(signed, new Uint8Array(5))).toBe(false);
    expect(await checkpointSignatureHolds({ ...signed, signature: 'not base64!' }, key)).toBe(false);
  });
});
