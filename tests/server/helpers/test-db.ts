import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/db/database';
import { migrate, readMigrations } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { seed } from '../../../server/seed/seed';
import { runTemplate, templateTar } from './database-template';

// Each test file gets a database of its own: an in-memory PGlite by default, or, when TEST_DATABASE_URL points
// at a PostgreSQL server (npm test sets it when one answers), a new database created there and dropped after.

export interface TestDatabase {
  db: Database;
  /** The connection string of the created PostgreSQL database, when on PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A new empty database on the PostgreSQL server at `adminUrl`, named `<prefix>_<random hex>`. */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'meridian_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A migrated database; seeded too unless asked not to be. */
export async function freshDatabase(options: { migrate?: boolean; seed?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The run's migrated and seeded template is copied when that is what is asked for (database-template.ts).
  const made = options.migrate !== false && options.seed !== false ? runTemplate() : undefined;
  const template = made && (made.kind === 'postgres') === Boolean(adminUrl) ? made : undefined;
  let db: Database;
  let url: string | undefined;
  let dropDatabase: () => Promise<void> = () => Promise.resolve();
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl, undefined, template?.kind === 'postgres' ? template.name : undefined);
    db = await openPostgres(created.url, 5);
    url = created.url;
    dropDatabase = created.drop;
  } else {
    db = template?.kind === 'pglite' ? await openPglite(undefined, { loadDataDir: await templateTar(template) }) : await openPglite();
  }
  if (!template) {
    if (options.migrate !== false) await migrate(db);
    if (options.migrate !== false && options.seed !== false) await seed(db);
  }
  return {
    db,
    url,
    drop: async () => {
      await db.close();
      await dropDatabase();
    },
  };
}

/**
 * A database as an installation had it before migration `version`: every earlier one applied, this and later ones
 * not. A migration's test writes the old shape's rows into it, then runs the rest.
 */
export async function databaseBefore(version: string): Promise<TestDatabase> {
  const database = await freshDatabase({ migrate: false });
  const earlier = (await readMigrations()).filter((migration) => migration.version < version);
  await migrate(database.db, earlier);
  return database;
}
