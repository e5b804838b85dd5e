import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { assert } from '../assert';

// Secrets at rest (a TOTP secret, and later whatever else must be read back, never a password): AES-256-GCM from
// node:crypto, the maintained primitive; nothing here is a cipher of its own. A sealed secret is
//
//   version (1 byte) | IV (12 random bytes) | auth tag (16 bytes) | ciphertext
//
// The version names the key it was sealed with, so a later key can be added beside this one (rotation) and old rows
// still open with theirs. The version and a context (what the secret is and whose: "totp:42") are authenticated as
// additional data: a sealed secret copied into another user's row, or altered by one bit, does not open.

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** The version of the only key so far; a rotation adds the next one. */
export const KEY_VERSION = 1;

/** A sealed secret that does not open: another key, another context, or altered bytes. A fault, not a user's mistake. */
export class SecretUnreadableError extends Error {
  override name = 'SecretUnreadableError';
}

export interface SecretBox {
  seal(plaintext: string, context: string): Uint8Array;
  /** The plaintext, or a SecretUnreadableError. */
  open(sealed: Uint8Array, context: string): string;
}

export function secretBox(key: Uint8Array, version = KEY_VERSION): SecretBox {
  assert(key.length === KEY_BYTES, () => `a secrets key has ${KEY_BYTES} bytes, not ${key.length}`);
  assert(Number.isInteger(version) && version >= 1 && version <= 255, () => `a key version is one byte from 1, not ${version}`);
  // A copy: the caller's buffer may be reused or wiped without changing this box.
  const ownKey = Buffer.from(key);
  const additionalData = (context: string) => Buffer.concat([Buffer.of(version), Buffer.from(context, 'utf8')]);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, ownKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(version), iv, cipher.getAuthTag(), ciphertext]);
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed);
      if (bytes.length < HEADER_BYTES) throw new SecretUnreadableError('a sealed secret is shorter than its header');
      const sealedWith = bytes.readUInt8(0);
      if (sealedWith !== version) {
        throw new SecretUnreadableError(`the secret was sealed with key version ${sealedWith}; this server has version ${version}`);
      }
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, HEADER_BYTES);
      const decipher = createDecipheriv(ALGORITHM, ownKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(context));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // GCM's check failed: say so without the bytes (they are a secret's).
        throw new SecretUnreadableError('the secret does not open with this key and context: another key, or altered');
      }
    },
  };
}
