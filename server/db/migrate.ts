import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

// Plain SQL files, applied in name order, each once, each in its own transaction. They must run on PostgreSQL 15
// and on PGlite (PostgreSQL 18), so they use nothing newer than 15 offers.

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any fixed number: it names the lock that keeps two starting nodes from migrating at once.
const MIGRATION_LOCK = 7_240_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const match = MIGRATION_NAME.exec(name);
      if (!match?.[1]) throw new Error(`migration file name ${name} is not NNNN_snake_case.sql`);
      return { version: match[1], name, sql: await readFile(dir + name, 'utf8') };
    }),
  );
}

/** Applies the migrations not applied yet; returns the names applied. */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (seen.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
