import { formatFloat } from '../../common/money';
import { ConfigError } from '../config';
import { BackupError } from './backup-error';

/**
 * Runs an operator's command (`npm run backup`, `npm run restore`) to its exit code: a refusal it explains (a bad
 * backup, a target not empty) or a configuration error prints its message alone; anything else prints whole.
 */
export function runCommand(main: () => Promise<number>, what: string): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) {
        console.error(error.message);
        process.exit(error instanceof ConfigError ? 2 : 1);
      }
      console.error(`The ${what} failed:`, error);
      process.exit(1);
    });
}

/** A duration as the commands print it: "3.5 s". */
export function seconds(ms: number): string {
  return `${formatFloat(ms / 1000, 1)} s`;
}

/** A size as the commands print it: "70.2 MB". */
export function megabytes(bytes: number): string {
  return `${formatFloat(bytes / 1024 / 1024, 1)} MB`;
}
