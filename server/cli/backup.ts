import path from 'node:path';
import { loadConfig } from '../config';
import { megabytes, runCommand, seconds } from '../ops/run-command';
import { backup } from '../ops/backup';

// `npm run backup -- [--out <directory>] [--offline]`: a consistent backup of the server's database (DATA_DIR's
// embedded one, through the running server; or DATABASE_URL's, with pg_dump) and DATA_DIR's files, with a manifest
// of checksums. The environment is the server's: the same DATA_DIR and DATABASE_URL. See ../ops/backup.ts.

const USAGE = 'usage: npm run backup -- [--out <directory>] [--offline]';

function parse(args: string[]): { out?: string; offline: boolean } | null {
  let out: string | undefined;
  let offline = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--offline') offline = true;
    else if (arg === '--out' && args[index + 1] && out === undefined) out = args[(index += 1)];
    else return null;
  }
  // `npm run` runs in the project's folder: a relative path means the one the operator typed it in.
  return { ...(out === undefined ? {} : { out: path.resolve(process.env.INIT_CWD ?? '.', out) }), offline };
}

async function main(): Promise<number> {
  const parsed = parse(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  console.log(
    config.databaseUrl
      ? 'Backing up the PostgreSQL database at DATABASE_URL (pg_dump) and DATA_DIR…'
      : `Backing up the embedded database in ${config.dataDir} (through the server running on it) and its files…`,
  );
  const result = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, ...parsed });
  const { contents } = result.manifest.database;
  console.log(
    [
      `Backup written to ${result.dir}`,
      `  taken at ${result.manifest.createdAt}, Meridian ${result.manifest.app.version}, database ${result.manifest.database.kind}` +
        ` (schema ${contents.schemaVersion})`,
      `  ledger: ${contents.journals} journals, ${contents.postings} postings, last journal ${contents.lastJournalId}; ${contents.users} users`,
      `  ${result.manifest.files.length} files, ${megabytes(result.bytes)}, in ${seconds(result.ms)}` +
        ` (database ${seconds(result.databaseMs)})`,
      `Check it: (cd ${result.dir} && sha256sum -c SHA256SUMS). Restore it: npm run restore -- ${result.dir}`,
    ].join('\n'),
  );
  return 0;
}

runCommand(main, 'backup');
