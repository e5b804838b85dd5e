import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { seed } from '../../../server/seed/seed';

// A migrated and seeded database made once per test run, which each file's fresh database is copied from. Creating
// one from nothing cost each file about 2 s on PGlite (initdb, then every migration and the seed) against 0.4 s to
// load a copy; on PostgreSQL a copy is CREATE DATABASE … TEMPLATE. The copy is the same database: the seed depends
// on no clock or chance, and each copy still starts empty of everything the tests add.

/** Where the run's template is: set by the server projects' global setup (database-template.setup.ts). */
export const TEMPLATE_VARIABLE = 'MERIDIAN_TEST_DB_TEMPLATE';

export type DatabaseTemplate = { kind: 'pglite'; tarFile: string } | { kind: 'postgres'; adminUrl: string; name: string };

/** Makes the template: a data directory's tar under `tmpDir` on PGlite, or a database on `adminUrl`'s server. */
export async function buildTemplate(adminUrl: string | undefined, tmpDir: string): Promise<DatabaseTemplate> {
  const suffix = randomBytes(6).toString('hex');
  if (adminUrl) {
    const name = `meridian_template_${suffix}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A database is copied only while nobody is connected to it: the pool is closed before the first copy.
    const db = await openPostgres(url.toString(), 2);
    try {
      await migrate(db);
      await seed(db);
    } finally {
      await db.close();
    }
    return { kind: 'postgres', adminUrl, name };
  }
  const db = await openPglite();
  try {
    await migrate(db);
    await seed(db);
    const { tar } = await db.snapshot!(() => Promise.resolve(null));
    await mkdir(tmpDir, { recursive: true });
    const tarFile = path.join(tmpDir, `database-template-${suffix}.tar`);
    await writeFile(tarFile, new Uint8Array(await tar.arrayBuffer()));
    return { kind: 'pglite', tarFile };
  } finally {
    await db.close();
  }
}

export async function removeTemplate(template: DatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') {
    await rm(template.tarFile, { force: true });
    return;
  }
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
  await admin.end();
}

/** The run's template, when the global setup made one (a benchmark run outside vitest has none). */
export function runTemplate(): DatabaseTemplate | undefined {
  const value = process.env[TEMPLATE_VARIABLE];
  return value ? (JSON.parse(value) as DatabaseTemplate) : undefined;
}

const tarsRead = new Map<string, Promise<Blob>>();

/** The PGlite template's tar, read once per worker process (its files share it). */
export function templateTar(template: Extract<DatabaseTemplate, { kind: 'pglite' }>): Promise<Blob> {
  let read = tarsRead.get(template.tarFile);
  if (!read) {
    read = readFile(template.tarFile).then((bytes) => new Blob([new Uint8Array(bytes)]));
    tarsRead.set(template.tarFile, read);
  }
  return read;
}
