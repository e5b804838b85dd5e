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
