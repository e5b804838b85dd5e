import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TickPublicKey } from '../../../common/api/ticks';
import { ConfigError, loadConfig } from '../../../server/config';
import { start } from '../../../server/main';
import { loadTickSigner, TICK_SIGNING_KEY_FILE, tickSignerFromSeed } from '../../../server/ticks/signing-key';
import { freePort } from '../helpers/private-postgres';

// The tick log's signing key (issue 37): TICK_SIGNING_KEY's seed when set; on the embedded default without it, a seed
// generated into DATA_DIR (tick-signing.key) on the first start and read on every later one, so the published key
// stays the same; with DATABASE_URL it must be set (whichever node leads signs), and the start is refused without it.

const made: string[] = [];
const dataDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-tick-key-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** RFC 8032, section 7.1, TEST 1: the seed and its public key. */
const RFC_SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const RFC_PUBLIC_KEY = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';

describe('TICK_SIGNING_KEY', () => {
  it('is the seed the key is made from, written as hex or base64, and then nothing is written to DATA_DIR', async () => {
    const dir = dataDir();
    for (const written of [RFC_SEED, Buffer.from(RFC_SEED, 'hex').toString('base64')]) {
      const config = loadConfig({ TICK_SIGNING_KEY: written, DATA_DIR: dir });
      const signer = await loadTickSigner(config);
      expect(Buffer.from(signer.publicKey).toString('hex')).toBe(RFC_PUBLIC_KEY);
      expect(signer.publicKeyBase64).toBe(Buffer.from(RFC_PUBLIC_KEY, 'hex').toString('base64'));
    }
    expect(() => statSync(path.join(dir, TICK_SIGNING_KEY_FILE))).toThrow();
  });

  it('is what every node signs with on PostgreSQL: the same seed, the same key', async () => {
    const seed = randomBytes(32).toString('hex');
    const one = await loadTickSigner(loadConfig({ TICK_SIGNING_KEY: seed, DATABASE_URL: 'postgres://db/meridian', DATA_DIR: dataDir() }));
    const two = await loadTickSigner(loadConfig({ TICK_SIGNING_KEY: seed, DATABASE_URL: 'postgres://db/meridian', DATA_DIR: dataDir() }));
    expect(two.keyId).toBe(one.keyId);
    expect(two.sign('meridian')).toBe(one.sign('meridian'));
  });

  it.each([
    ['too short', randomBytes(16).toString('hex')],
    ['63 hex digits', randomBytes(32).toString('hex').slice(1)],
    ['a passphrase', 'the tick log is signed with this sentence'],
  ])('is refused at start when it is %s, naming the variable and never echoing the value', (_case, written) => {
    let thrown: unknown;
    try {
      loadConfig({ TICK_SIGNING_KEY: written });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain('TICK_SIGNING_KEY: must be a 32-byte Ed25519 seed');
    expect((thrown as Error).message).not.toContain(written);
  });
});

describe('without TICK_SIGNING_KEY', () => {
  it('on the embedded default, a seed is made into DATA_DIR (mode 0600) once, and read on every later start', async () => {
    const dir = path.join(dataDir(), 'not-yet-made');
    const first = await loadTickSigner({ tickSigningKey: undefined, databaseUrl: undefined, dataDir: dir });
    const file = path.join(dir, TICK_SIGNING_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const seed = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    expect(seed).toHaveLength(32);
    expect((await tickSignerFromSeed(seed)).keyId).toBe(first.keyId);
    const again = await loadTickSigner({ tickSigningKey: undefined, databaseUrl: undefined, dataDir: dir });
    expect(again.keyId).toBe(first.keyId);
    expect(again.sign('checkpoint')).toBe(first.sign('checkpoint'));
  });

  it('another DATA_DIR is another key', async () => {
    const one = await loadTickSigner({ tickSigningKey: undefined, databaseUrl: undefined, dataDir: dataDir() });
    const two = await loadTickSigner({ tickSigningKey: undefined, databaseUrl: undefined, dataDir: dataDir() });
    expect(two.keyId).not.toBe(one.keyId);
  });

  it('stops the start, rather than replacing it, when the file is there but holds no seed', async () => {
    const dir = dataDir();
    const file = path.join(dir, TICK_SIGNING_KEY_FILE);
    writeFileSync(file, 'half a se');
    await expect(loadTickSigner({ tickSigningKey: undefined, databaseUrl: undefined, dataDir: dir })).rejects.toThrow(ConfigError);
    expect(readFileSync(file, 'utf8')).toBe('half a se');
  });

  it('with DATABASE_URL, refuses the start naming TICK_SIGNING_KEY, and writes nothing', async () => {
    const dir = dataDir();
    const refused = loadTickSigner({ tickSigningKey: undefined, databaseUrl: 'postgres://db/meridian', dataDir: dir });
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(/TICK_SIGNING_KEY: must be set with DATABASE_URL/);
    expect(() => statSync(path.join(dir, TICK_SIGNING_KEY_FILE))).toThrow();
  });
});

describe('the server’s start', () => {
  it('refuses DATABASE_URL without TICK_SIGNING_KEY before opening the database', async () => {
    const dir = dataDir();
    // Port 1: nothing listens there, so reaching for the database would fail otherwise than with a ConfigError.
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      SECRETS_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    await expect(start(config)).rejects.toThrow(ConfigError);
    await expect(start(config)).rejects.toThrow(/TICK_SIGNING_KEY/);
  });

  it('publishes the key made into DATA_DIR, and the same one after a restart', async () => {
    const dir = dataDir();
    const keyIdOfRunning = async (): Promise<string> => {
      const port = await freePort();
      const running = await start(
        loadConfig({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', SIMULATED_TRADERS: 'off' }),
      );
      try {
        const answer = (await (await fetch(`http://127.0.0.1:${String(port)}/api/ticks/public_key`)).json()) as { data: TickPublicKey };
        return answer.data.key_id;
      } finally {
        await running.stop();
      }
    };
    const first = await keyIdOfRunning();
    const fromFile = await tickSignerFromSeed(Buffer.from(readFileSync(path.join(dir, TICK_SIGNING_KEY_FILE), 'utf8').trim(), 'base64'));
    expect(first).toBe(fromFile.keyId);
    expect(await keyIdOfRunning()).toBe(first);
  }, 120_000);
});
