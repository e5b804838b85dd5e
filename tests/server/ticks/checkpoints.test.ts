import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TickPublicKey } from '../../../common/api/ticks';
import { CODE } from '../../../common/envelope';
import { checkpointHash, checkpointSignatureHolds, fromBase64, GENESIS_HASH, keyId, type Checkpoint } from '../../../common/tick-log';
import { call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { sealThisMinute, storedBlocks } from '../helpers/tick-log';
import { EURUSD, tick, USDJPY } from '../helpers/trading';

// The published face of the signed tick log (issue 37), for anyone, no session: the key (raw, as PEM, and its id),
// the newest checkpoint (null before the first), and the checkpoint in force at a moment (the newest signed at or
// before it; refused before the first). Each checkpoint hashes as the encoding says, is signed with the published
// key, and chains to the one before.

const app = appForTests();

const latest = async () => {
  const answer = await call<Checkpoint | null>(app, 'GET', '/api/ticks/checkpoint/latest');
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
};

const at = (moment: number | string) => call<Checkpoint | null>(app, 'GET', '/api/ticks/checkpoint', { at: moment });

describe('the public key', () => {
  it('is published raw, as PEM and by its id, and the three agree', async () => {
    const answer = await call<TickPublicKey>(app, 'GET', '/api/ticks/public_key');
    expect(answer.code, answer.msg).toBe(1);
    const raw = fromBase64(answer.data.public_key);
    expect(answer.data.algorithm).toBe('Ed25519');
    expect(raw).toHaveLength(32);
    expect(answer.data.key_id).toBe(await keyId(raw));
    const pem = createPublicKey(answer.data.pem);
    expect(pem.asymmetricKeyType).toBe('ed25519');
    expect(pem.export({ format: 'jwk' }).x).toBe(Buffer.from(raw).toString('base64url'));
  });
});

describe('the checkpoints', () => {
  const signed: Checkpoint[] = [];

  it('are none before the first seal: latest is null, and no moment has one', async () => {
    expect(await latest()).toBeNull();
    const none = await at(app.clock.now());
    expect(none.code).toBe(CODE.NOT_FOUND);
    expect(none.msg).toBe('No checkpoint had been signed by that time');
    expect(none.data).toBeNull();
  });

  it('the newest is the one signed last, and each is chained to the one before', async () => {
    for (const price of ['1.10000', '1.10010', '1.10020']) {
      await tick(app, EURUSD, price);
      await tick(app, USDJPY, '157.250');
      await sealThisMinute(app, 2_000);
      const newest = await latest();
      expect(newest).not.toBeNull();
      signed.push(newest!);
    }
    expect(signed.map((checkpoint) => checkpoint.id)).toEqual([1, 2, 3]);
    expect(signed[0]?.prev_hash).toBe(GENESIS_HASH);
    expect(signed[1]?.prev_hash).toBe(signed[0]?.hash);
    expect(signed[2]?.prev_hash).toBe(signed[1]?.hash);
    const key = fromBase64((await call<TickPublicKey>(app, 'GET', '/api/ticks/public_key')).data.public_key);
    for (const checkpoint of signed) {
      expect(checkpoint.hash).toBe(await checkpointHash(checkpoint));
      expect(await checkpointSignatureHolds(checkpoint, key)).toBe(true);
    }
    // The newest names each instrument's newest block.
    const [eur, jpy] = [(await storedBlocks(app, EURUSD)).at(-1), (await storedBlocks(app, USDJPY)).at(-1)];
    expect(signed[2]?.heads).toEqual([
      { instrument_id: EURUSD, minute: eur?.minute, hash: eur?.hash },
      { instrument_id: USDJPY, minute: jpy?.minute, hash: jpy?.hash },
    ]);
  });

  it('at a moment, is the newest signed at or before it', async () => {
    const [first, second, third] = signed as [Checkpoint, Checkpoint, Checkpoint];
    const idAt = async (moment: number) => {
      const answer = await at(moment);
      expect(answer.code, answer.msg).toBe(1);
      return answer.data?.id;
    };
    expect(await idAt(first.time)).toBe(1);
    expect(await idAt(second.time - 1)).toBe(1);
    expect(await idAt(second.time)).toBe(2);
    expect(await idAt(third.time - 1)).toBe(2);
    expect(await idAt(third.time)).toBe(3);
    expect(await idAt(third.time + 365 * 24 * 60 * 60_000)).toBe(3);
    expect((await at(second.time)).data).toEqual(second);
  });

  it('is refused before the first was signed', async () => {
    const before = await at(signed[0]!.time - 1);
    expect(before.code).toBe(CODE.NOT_FOUND);
    expect(before.msg).toBe('No checkpoint had been signed by that time');
  });

  it.each([['yesterday'], ['1.5'], ['-1'], ['1000'], ['']])('is refused for a moment %j that is not one', async (moment) => {
    const answer = await at(moment);
    expect(answer.code, answer.msg).toBe(CODE.BAD_INPUT);
    expect(answer.msg).not.toBe('');
  });

  it('needs no session, and a bad one changes nothing', async () => {
    const answer = await call<Checkpoint>(
      app,
      'GET',
      '/api/ticks/checkpoint/latest',
      {},
      { authorization: 'garbage-token-0123456789abcdef' },
    );
    expect(answer.code).toBe(1);
    expect(answer.data.id).toBe(3);
  });
});
