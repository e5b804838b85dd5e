import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';
import { KEY_VERSION, secretBox, SecretUnreadableError } from '../../../server/security/secret-box';
import { loadSecretsKey, SECRETS_KEY_FILE } from '../../../server/security/secrets-key';

// Secrets at rest (issue 33): the key from SECRETS_KEY, or generated into DATA_DIR on the embedded default and reused;
// AES-256-GCM from node:crypto with a version byte, a random IV and an authenticated context.

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-secrets-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('SECRETS_KEY in the configuration', () => {
  const key = randomBytes(32);

  it('reads 32 bytes written as hex or as base64 (standard or URL-safe, padded or not)', () => {
    for (const written of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
      key.toString('base64').replace(/=$/, ''),
      ` ${key.toString('base64')}\n`,
    ]) {
      expect(loadConfig({ SECRETS_KEY: written }).secretsKey?.equals(key), written).toBe(true);
    }
    // Unset (or empty, as shells export it): the server decides, see below.
    expect(loadConfig({}).secretsKey).toBeUndefined();
    expect(loadConfig({ SECRETS_KEY: '' }).secretsKey).toBeUndefined();
  });

  it.each([
    ['too short', randomBytes(16).toString('base64')],
    ['too long', randomBytes(48).toString('base64')],
    ['63 hex digits', key.toString('hex').slice(1)],
    ['a passphrase', 'correct horse battery staple, long enough to look like one'],
    ['base64 with a stray character', `${key.toString('base64').slice(0, 42)}!=`],
  ])('refuses a key that is %s at start, naming the variable and never echoing the value', (_case, written) => {
    let thrown: unknown;
    try {
      loadConfig({ SECRETS_KEY: written });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message).toContain('SECRETS_KEY: must be 32 random bytes, written as 64 hex digits or in base64');
    expect(message).not.toContain(written.trim());
  });
});

describe('the secrets key', () => {
  it('is SECRETS_KEY when set, and then nothing is written to DATA_DIR', async () => {
    const key = randomBytes(32);
    const dir = dataDir();
    expect((await loadSecretsKey({ secretsKey: key, databaseUrl: undefined, dataDir: dir })).equals(key)).toBe(true);
    expect(() => statSync(path.join(dir, SECRETS_KEY_FILE))).toThrow();
  });

  it('on the embedded default, is generated into DATA_DIR once (mode 0600) and reused by every later start', async () => {
    const dir = path.join(dataDir(), 'not-yet-made');
    const first = await loadSecretsKey({ secretsKey: undefined, databaseUrl: undefined, dataDir: dir });
    expect(first).toHaveLength(32);
    const file = path.join(dir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadSecretsKey({ secretsKey: undefined, databaseUrl: undefined, dataDir: dir });
    expect(again.equals(first)).toBe(true);
    // What was sealed before a restart opens after it.
    const sealed = secretBox(first).seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(secretBox(again).open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('of two starts at once, both read the one key that was kept', async () => {
    const dir = dataDir();
    const config = { secretsKey: undefined, databaseUrl: undefined, dataDir: dir };
    const [one, two] = await Promise.all([loadSecretsKey(config), loadSecretsKey(config)]);
    expect(one.equals(two)).toBe(true);
  });

  it('stops the start, rather than replacing it, when the file is there but holds no key', async () => {
    const dir = dataDir();
    const file = path.join(dir, SECRETS_KEY_FILE);
    writeFileSync(file, 'half a ke');
    await expect(loadSecretsKey({ secretsKey: undefined, databaseUrl: undefined, dataDir: dir })).rejects.toThrow(ConfigError);
    expect(readFileSync(file, 'utf8')).toBe('half a ke');
  });

  it('must be given with DATABASE_URL: a key on one node’s disk would not be the other nodes’', async () => {
    const dir = dataDir();
    await expect(loadSecretsKey({ secretsKey: undefined, databaseUrl: 'postgres://db/meridian', dataDir: dir })).rejects.toThrow(
      /SECRETS_KEY: must be set with DATABASE_URL/,
    );
    expect(() => statSync(path.join(dir, SECRETS_KEY_FILE))).toThrow();
  });
});

describe('sealing a secret (AES-256-GCM)', () => {
  const box = secretBox(randomBytes(32));
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('opens what it sealed, and seals the same text differently every time (a random IV)', () => {
    const one = box.seal(secret, 'totp:7');
    const two = box.seal(secret, 'totp:7');
    expect(box.open(one, 'totp:7')).toBe(secret);
    expect(box.open(two, 'totp:7')).toBe(secret);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(false);
    // version | 12-byte IV | 16-byte tag | ciphertext as long as the text
    expect(one[0]).toBe(KEY_VERSION);
    expect(one).toHaveLength(1 + 12 + 16 + secret.length);
    expect(Buffer.from(one).toString('latin1')).not.toContain(secret);
  });

  it('refuses a sealed secret with any byte changed: version, IV, tag or ciphertext', () => {
    const sealed = box.seal(secret, 'totp:7');
    for (const index of [0, 1, 12, 13, 28, 29, sealed.length - 1]) {
      const tampered = Uint8Array.from(sealed);
      tampered[index] = tampered[index]! ^ 0x01;
      expect(() => box.open(tampered, 'totp:7'), `byte ${index}`).toThrow(SecretUnreadableError);
    }
    expect(() => box.open(sealed.subarray(0, 20), 'totp:7')).toThrow(SecretUnreadableError);
  });

  it('refuses another key, another key version and another context (a secret moved to another user’s row)', () => {
    const sealed = box.seal(secret, 'totp:7');
    expect(() => secretBox(randomBytes(32)).open(sealed, 'totp:7')).toThrow(SecretUnreadableError);
    expect(() => box.open(sealed, 'totp:8')).toThrow(SecretUnreadableError);
    const key = randomBytes(32);
    expect(() => secretBox(key, 2).open(secretBox(key, 1).seal(secret, 'totp:7'), 'totp:7')).toThrow(/key version 1/);
  });

  it('never says the secret in its refusal', () => {
    const sealed = box.seal(secret, 'totp:7');
    expect(() => box.open(sealed, 'totp:8')).toThrow(expect.objectContaining({ message: expect.not.stringContaining(secret) }));
  });
});
