import path from 'node:path';
import { loadConfig } from '../config';
import { runCommand, seconds } from '../ops/run-command';
import { restore } from '../ops/restore';

// `npm run restore -- <backup directory>`: checks the backup's checksums, then restores it into the empty DATA_DIR
// (embedded database) or the empty database at DATABASE_URL, and refuses a target that is not empty. The environment
// is the one the server will then start with. See ../ops/restore.ts.

const USAGE = 'usage: npm run restore -- <backup directory>';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [backupDir] = args;
  if (args.length !== 1 || !backupDir || backupDir.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  console.log(`Checking ${backupDir} and restoring it into ${config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir}…`);
  // `npm run` runs in the project's folder: a relative path means the one the operator typed it in.
  const result = await restore({
    backupDir: path.resolve(process.env.INIT_CWD ?? '.', backupDir),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  const { contents } = result;
  console.log(
    [
      `Restored the backup taken at ${result.manifest.createdAt} (Meridian ${result.manifest.app.version}, database ${result.manifest.database.kind})`,
      `  checksums of ${result.manifest.files.length} files verified in ${seconds(result.verifyMs)}; restored in ${seconds(result.ms)}`,
      `  ledger as recorded: ${contents.journals} journals, ${contents.postings} postings, last journal ${contents.lastJournalId}, ` +
        `all accounts together ${contents.ledgerTotal}, balances digest ${contents.balancesDigest}`,
      `Start the server with the same ${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}: npm start`,
    ].join('\n'),
  );
  return 0;
}

runCommand(main, 'restore');
