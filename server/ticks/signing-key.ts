import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { readOrCreateKeyFile } from '../security/key-file';
import { keyId, toBase64 } from '../../common/tick-log';

// The key the leader signs the tick log's checkpoints with (issue 37): Ed25519 from node:crypto, made from a 32-byte
// seed. TICK_SIGNING_KEY gives the seed; on the embedded default without it, one is generated into DATA_DIR on the
// first start and read on every later one. With DATABASE_URL it must be given: whichever node leads signs, and a
// checkpoint signed with a key only one node's disk holds would not verify against the key the others publish.
//
// Losing the seed does not make a single proof false: every checkpoint names its key, and the old key's checkpoints
// still verify against the old published key. A new seed only starts a new key (the README says to keep it).

export const TICK_SIGNING_KEY_FILE = 'tick-signing.key';

/** PKCS #8's fixed prefix for an Ed25519 private key (RFC 8410): the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface TickSigner {
  /** The raw 32-byte public key. */
  publicKey: Uint8Array;
  publicKeyBase64: string;
  publicKeyPem: string;
  /** common/tick-log.ts keyId of the public key. */
  keyId: string;
  /** Ed25519 signature of the text's UTF-8 bytes, base64. */
  sign(text: string): string;
}

export async function tickSignerFromSeed(seed: Buffer): Promise<TickSigner> {
  const privateKey: KeyObject = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKeyObject = createPublicKey(privateKey);
  // The raw key is the SPKI's last 32 bytes (RFC 8410: a fixed 12-byte prefix, then the key).
  const spki = publicKeyObject.export({ format: 'der', type: 'spki' });
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32));
  return {
    publicKey,
    publicKeyBase64: toBase64(publicKey),
    publicKeyPem: publicKeyObject.export({ format: 'pem', type: 'spki' }).toString(),
    keyId: await keyId(publicKey),
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
  };
}

export async function loadTickSigner(config: Pick<Config, 'tickSigningKey' | 'databaseUrl' | 'dataDir'>): Promise<TickSigner> {
  if (config.tickSigningKey) return tickSignerFromSeed(config.tickSigningKey);
  if (config.databaseUrl) {
    throw new ConfigError(
      'Meridian cannot start: the configuration is not valid.\n  TICK_SIGNING_KEY: must be set with DATABASE_URL (whichever node leads signs the tick log with it)',
    );
  }
  const seed = await readOrCreateKeyFile(
    path.join(config.dataDir, TICK_SIGNING_KEY_FILE),
    'without it the tick log is signed with a new key, and older checkpoints verify only against the old one.',
  );
  return tickSignerFromSeed(seed);
}
