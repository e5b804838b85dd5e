import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, decodeSecretsKey, type Config } from '../config';

// The key second-factor secrets are sealed with (./secret-box.ts). SECRETS_KEY gives it (validated with the rest of the
// configuration, server/config.ts). On the embedded default, with no SECRETS_KEY, one is generated into DATA_DIR on
// the first start and read on every later one, so a fresh clone works with nothing to set. With DATABASE_URL it must
// be given: every node reads the same secrets, and a key generated on one node's disk would leave the others unable to.
//
// The file is the only copy: a lost key makes every stored authenticator secret unreadable (users then sign in with a
// recovery code). So a file that is there but not a key stops the start rather than being replaced.

export const SECRETS_KEY_FILE = 'secrets.key';
const KEY_BYTES = 32;

const notValid = (line: string) => new ConfigError(`Meridian cannot start: the configuration is not valid.\n  ${line}`);

export async function loadSecretsKey(config: Pick<Config, 'secretsKey' | 'databaseUrl' | 'dataDir'>): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey;
  if (config.databaseUrl) {
    throw notValid('SECRETS_KEY: must be set with DATABASE_URL (every node must read second-factor secrets with the same key)');
  }
  return readOrCreateKeyFile(path.join(config.dataDir, SECRETS_KEY_FILE));
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = decodeSecretsKey(text);
  if (!key) {
    throw notValid(
      `${file}: is not a secrets key (32 bytes in base64 or hex). Put the original back from a backup: without it the stored second-factor secrets cannot be read.`,
    );
  }
  return key;
}

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole under a name of its own, then linked into place: a start that dies half-way leaves no half key, and
  // link refuses to replace a file, so of two starts at once the first one's key is the one both read.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(KEY_BYTES).toString('base64')}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  const created = await readKeyFile(file);
  if (!created) throw new Error(`${file} vanished right after it was written`);
  return created;
}
