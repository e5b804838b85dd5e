import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, decodeSecretsKey } from '../config';

// A 32-byte key kept in a file of DATA_DIR on the embedded default (the secrets key, the tick log's signing seed):
// generated on the first start and read on every later one, so a fresh clone works with nothing to set. The file is
// the only copy, so one that is there but not a key stops the start rather than being replaced; `lost` says what is
// lost without it.

const KEY_BYTES = 32;

const notValid = (line: string) => new ConfigError(`Meridian cannot start: the configuration is not valid.\n  ${line}`);

async function readKeyFile(file: string, lost: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = decodeSecretsKey(text);
  if (!key) throw notValid(`${file}: is not a key (32 bytes in base64 or hex). Put the original back from a backup: ${lost}`);
  return key;
}

export async function readOrCreateKeyFile(file: string, lost: string): Promise<Buffer> {
  const existing = await readKeyFile(file, lost);
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
  const created = await readKeyFile(file, lost);
  if (!created) throw new Error(`${file} vanished right after it was written`);
  return created;
}
