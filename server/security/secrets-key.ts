import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { readOrCreateKeyFile } from './key-file';

// The key second-factor secrets are sealed with (./secret-box.ts). SECRETS_KEY gives it (validated with the rest of the
// configuration, server/config.ts). On the embedded default, with no SECRETS_KEY, one is generated into DATA_DIR on
// the first start and read on every later one, so a fresh clone works with nothing to set. With DATABASE_URL it must
// be given: every node reads the same secrets, and a key generated on one node's disk would leave the others unable to.
//
// The file is the only copy: a lost key makes every stored authenticator secret unreadable (users then sign in with a
// recovery code). So a file that is there but not a key stops the start rather than being replaced.

export const SECRETS_KEY_FILE = 'secrets.key';
const notValid = (line: string) => new ConfigError(`Meridian cannot start: the configuration is not valid.\n  ${line}`);

export async function loadSecretsKey(config: Pick<Config, 'secretsKey' | 'databaseUrl' | 'dataDir'>): Promise<Buffer> {
  if (config.secretsKey) return config.secretsKey;
  if (config.databaseUrl) {
    throw notValid('SECRETS_KEY: must be set with DATABASE_URL (every node must read second-factor secrets with the same key)');
  }
  return readOrCreateKeyFile(path.join(config.dataDir, SECRETS_KEY_FILE), 'without it the stored second-factor secrets cannot be read.');
}
