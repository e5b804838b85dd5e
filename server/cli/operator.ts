import { createOperator } from '../admin/operators';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';

// `npm run operator -- create <email>`: adds a back-office operator to the database the server uses (DATA_DIR
// or DATABASE_URL) and prints its generated password, once. With PGlite, stop the server first: the embedded database
// has one user at a time.

const USAGE = 'usage: npm run operator -- create <email>';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'create' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const password = await createOperator(db, systemClock, email);
    if (!password) {
      console.error(`An operator ${email} already exists.`);
      return 1;
    }
    console.log(`Operator ${email} created. Its generated password, shown only this once:\n\n  ${password}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
