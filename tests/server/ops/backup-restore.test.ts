import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { openPglite } from '../../../server/db/pglite';
import { openPostgres } from '../../../server/db/postgres';
import { start } from '../../../server/main';
import { readContents } from '../../../server/ops/contents';
import type { Manifest } from '../../../server/ops/manifest';
import { findPgTool } from '../../../server/ops/pg-tools';
import { restore } from '../../../server/ops/restore';
import { childNodeImports } from '../../support/test-clock';
import { assertLedgerInvariants } from '../helpers/invariants';
import { keepBusy, MoneyClient, type Customer } from '../helpers/money-load';
import { freePort } from '../helpers/private-postgres';
import { TEST_SECRETS_KEY, TEST_TICK_SIGNING_KEY } from '../helpers/secrets-key';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createPostgresDatabase } from '../helpers/test-db';

// Backups that restore (issue 32): `npm run backup` is taken from a real server (a child process) while customers
// place options and contract orders, move money and have deposits approved; the backup is restored into a fresh place
// (an empty DATA_DIR, or an empty PostgreSQL database when TEST_DATABASE_URL is set); then the restored ledger must
// satisfy every invariant and be exactly the server's ledger at one moment (the same journals with the same postings,
// every balance the sum of those), hold everything acknowledged before the backup began, and a server started on it
// must go on (an old session places a new order, a new customer arrives). A target that is not empty and a damaged
// backup are refused, and leave everything as it was.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;
const OPERATOR = { email: 'backup-ops@example.com', password: 'backup operator password 1' };
const LEGACY_UPLOAD = 'uploads/0123456789abcdef0123456789abcdef.png';

let pgDumpMissing = false;
if (adminUrl) {
  try {
    findPgTool('pg_dump', 15);
  } catch {
    pgDumpMissing = true;
    console.warn('backup and restore on PostgreSQL skipped: pg_dump (15 or newer) is not installed');
  }
}

const cleanups: (() => unknown)[] = [];
let scratch: string;

/** A new PostgreSQL database (on PostgreSQL) dropped after the file; undefined on PGlite. */
async function newDatabase(prefix: string): Promise<string | undefined> {
  if (!adminUrl) return undefined;
  const created = await createPostgresDatabase(adminUrl, prefix);
  cleanups.push(created.drop);
  return created.url;
}

function openAt(dataDir: string, url: string | undefined): Promise<Database> {
  return url ? openPostgres(url, 2) : openPglite(path.join(dataDir, 'pglite'));
}

/** Every file below `dir` with its size and modification time: what "nothing changed" is checked against. */
function tree(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else {
        const info = statSync(path.join(dir, child));
        found.push(`${child} ${info.size} ${info.mtimeMs}`);
      }
    }
  };
  walk('');
  return found.sort();
}

function runCli(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...childNodeImports(), path.join(ROOT, script), ...args], {
      cwd: ROOT,
      // An empty variable counts as unset (server/config.ts).
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ code, output }));
  });
}

describe.skipIf(pgDumpMissing)(`backups that restore (${adminUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let sourceDir: string;
  let sourceUrl: string | undefined;
  let server: ServerProcess;
  let client: MoneyClient;
  /** The backup `npm run backup` wrote while the load ran. */
  let taken: { dir: string; manifest: Manifest };
  let backupBegan = 0;
  let backupEnded = 0;
  /** A demo customer and a real one whose sessions were opened before the backup. */
  let veteran: Customer;
  let depositor: Customer;

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'meridian-backup-'));
    cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
    sourceDir = path.join(scratch, 'source');
    mkdirSync(path.join(sourceDir, 'uploads'), { recursive: true });
    // A file of DATA_DIR's own (an upload stored before uploads moved into the database): it must come back as it was.
    writeFileSync(path.join(sourceDir, LEGACY_UPLOAD), Buffer.from('legacy upload bytes'));
    sourceUrl = await newDatabase('meridian_backup');
    server = await startServerProcess({
      DATA_DIR: sourceDir,
      ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}),
      TRUST_PROXY: 'true',
      SIMULATED_TRADERS: 'off',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
    });
    cleanups.push(() => server.kill('SIGKILL'));
    client = new MoneyClient(server.origin, sourceDir);
    const demos = await Promise.all(Array.from({ length: 6 }, () => client.demoCustomer()));
    veteran = demos[0]!;
    const reals = [await client.realCustomer(), await client.realCustomer()];
    depositor = reals[0]!;
    const operator = await client.operator(OPERATOR.email, OPERATOR.password);

    const demoLoad = keepBusy(demos, (customer) => client.demoRound(customer));
    const depositLoad = keepBusy(reals, (customer) => client.depositRound(customer, operator));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    backupBegan = Date.now();
    // The operator's command, in a process of its own, as `npm run backup -- --out <dir>` runs it.
    const out = path.join(scratch, 'backups', 'under-load');
    const cli = await runCli('server/cli/backup.ts', ['--out', out], { DATA_DIR: sourceDir, DATABASE_URL: sourceUrl ?? '' });
    backupEnded = Date.now();
    expect(cli.code, cli.output).toBe(0);
    taken = { dir: out, manifest: JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest };
    // The load goes on after the snapshot, so the source moves past what the backup holds.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await Promise.all([demoLoad.stop(), depositLoad.stop()]);
    await server.kill('SIGTERM');
    console.info(
      `${cli.output.trim()}\n${client.acks.length} requests acknowledged under load, ` +
        `refusals by code ${JSON.stringify(Object.fromEntries(client.refusals))}`,
    );
  }, 300_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('was taken while requests were answered, and records checksums of everything it holds', () => {
    // Requests were answered while the backup process ran, before its snapshot and after it.
    const snapshotAt = Date.parse(taken.manifest.createdAt);
    expect(snapshotAt).toBeGreaterThan(backupBegan);
    expect(snapshotAt).toBeLessThan(backupEnded);
    const answeredBefore = client.acks.filter((ack) => ack.answeredAt > backupBegan && ack.answeredAt < snapshotAt);
    const askedAfter = client.acks.filter((ack) => ack.startedAt > snapshotAt && ack.startedAt < backupEnded);
    expect(answeredBefore.length, 'requests answered between the start of the backup and its snapshot').toBeGreaterThan(0);
    expect(askedAfter.length, 'requests made between the snapshot and the end of the backup').toBeGreaterThan(0);
    const paths = taken.manifest.files.map((file) => file.path);
    expect(paths).toContain(taken.manifest.database.file);
    expect(paths).toContain(`data/${LEGACY_UPLOAD}`);
    expect(paths.some((file) => file.startsWith('data/pglite') || file.startsWith('data/run'))).toBe(false);
    expect(taken.manifest.database.kind).toBe(sourceUrl ? 'postgres' : 'pglite');
    expect(taken.manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);
    const sums = readFileSync(path.join(taken.dir, 'SHA256SUMS'), 'utf8');
    for (const file of taken.manifest.files) expect(sums).toContain(`${file.sha256}  ${file.path}`);
  });

  it('restores into a fresh place the ledger of one moment, and a server started on it goes on', async () => {
    const targetDir = path.join(scratch, 'restored');
    const targetUrl = await newDatabase('meridian_restore');
    const restored = await restore({ backupDir: taken.dir, dataDir: targetDir, databaseUrl: targetUrl });
    expect(restored.contents).toEqual(taken.manifest.database.contents);
    expect(readFileSync(path.join(targetDir, LEGACY_UPLOAD), 'utf8')).toBe('legacy upload bytes');

    const source = await openAt(sourceDir, sourceUrl);
    const copy = await openAt(targetDir, targetUrl);
    let lastJournal: string;
    try {
      await assertLedgerInvariants(copy, 'the restored database');
      const journals = (await copy.query<{ id: string }>('SELECT id::text AS id FROM journals ORDER BY id')).map((row) => row.id);
      lastJournal = taken.manifest.database.contents.lastJournalId;
      expect(journals.length).toBe(taken.manifest.database.contents.journals);
      // The source went on after the snapshot: the backup is not simply its final state.
      const [sourceCount] = await source.query<{ n: string }>('SELECT count(*)::text AS n FROM journals');
      expect(Number(sourceCount?.n)).toBeGreaterThan(journals.length);

      // The same journals with the same postings as the source's.
      const postings = `SELECT journal_id::text, account_id, bucket, amount::text FROM postings
        WHERE journal_id = ANY($1::bigint[]) ORDER BY journal_id, account_id, bucket, amount`;
      expect(await copy.query(postings, [journals])).toEqual(await source.query(postings, [journals]));
      // Every balance is what the source's postings of exactly those journals make it.
      const accounts = await copy.query<{ id: number; available: string; locked: string }>(
        'SELECT id, available::text, locked::text FROM ledger_accounts ORDER BY id',
      );
      const replayed = await source.query<{ id: number; available: string; locked: string }>(
        `SELECT a.id, coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'available'), 0)::numeric(24, 2)::text AS available,
                coalesce(sum(p.amount) FILTER (WHERE p.bucket = 'locked'), 0)::numeric(24, 2)::text AS locked
         FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id AND p.journal_id = ANY($1::bigint[])
         WHERE a.id = ANY($2::int[]) GROUP BY a.id ORDER BY a.id`,
        [journals, accounts.map((account) => account.id)],
      );
      expect(accounts).toEqual(replayed);
      if (!sourceUrl) {
        // PGlite commits one transaction at a time: the snapshot is a prefix of the journal's ids.
        const [prefix] = await source.query<{ n: string }>('SELECT count(*)::text AS n FROM journals WHERE id <= $1', [lastJournal]);
        expect(Number(prefix?.n)).toBe(journals.length);
      }

      // Everything acknowledged before the backup began is in it.
      const before = client.acks.filter((ack) => ack.answeredAt < backupBegan && ack.id !== undefined);
      expect(before.filter((ack) => ack.kind === 'micro').length).toBeGreaterThan(0);
      const tables = { micro: 'micro_orders', contract: 'contract_orders', deposit: 'charges' } as const;
      for (const [kind, table] of Object.entries(tables)) {
        const ids = before.filter((ack) => ack.kind === kind).map((ack) => ack.id!);
        const condition = kind === 'deposit' ? 'AND status = 1 AND journal_id IS NOT NULL' : '';
        const found = await copy.query(`SELECT id FROM ${table} WHERE id = ANY($1::bigint[]) ${condition}`, [ids]);
        expect(found.length, `${kind}s acknowledged before the backup`).toBe(ids.length);
      }
    } finally {
      await copy.close();
      await source.close();
    }

    // A server on the restored place: the invariants hold, an old session and a new customer trade.
    const port = await freePort();
    const running = await start(
      loadConfig({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: targetDir,
        ...(targetUrl ? { DATABASE_URL: targetUrl } : {}),
        // The source's key (startServerProcess's): a restored database's sealed secrets open only with it.
        SECRETS_KEY: TEST_SECRETS_KEY,
        TICK_SIGNING_KEY: TEST_TICK_SIGNING_KEY,
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        SIMULATED_TRADERS: 'off',
      }),
    );
    try {
      await assertLedgerInvariants(running.db, 'the restored server at start');
      const after = new MoneyClient(`http://127.0.0.1:${port}`, targetDir);
      // The restored server's market needs its first fresh tick before it takes an option (3002 until then).
      const deadline = Date.now() + 30_000;
      let first = await after.option(veteran);
      while (first.code === CODE.STALE_QUOTE && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        first = await after.option(veteran);
      }
      expect(first.code, `an option of a session opened before the backup: ${first.msg}`).toBe(1);
      const newcomer = await after.option(await after.demoCustomer());
      expect(newcomer.code, newcomer.msg).toBe(1);
      await after.transferRound(depositor);
      expect(after.acks.filter((ack) => ack.kind === 'transfer').length).toBe(2);
      const [newest] = await running.db.query<{ id: string }>('SELECT max(id)::text AS id FROM journals');
      expect(BigInt(newest?.id ?? '0')).toBeGreaterThan(BigInt(lastJournal));
      await assertLedgerInvariants(running.db, 'the restored server after new requests');
    } finally {
      await running.stop();
    }
  }, 240_000);

  it('refuses a target that is not empty, and changes nothing', async () => {
    if (!sourceUrl) {
      const before = tree(sourceDir);
      await expect(restore({ backupDir: taken.dir, dataDir: sourceDir, databaseUrl: undefined })).rejects.toThrow(
        /Refusing to restore: DATA_DIR .* is not empty \(it holds .*pglite.*\).*nothing was changed/s,
      );
      expect(tree(sourceDir)).toEqual(before);
      const cli = await runCli('server/cli/restore.ts', [taken.dir], { DATA_DIR: sourceDir });
      expect(cli.code, cli.output).toBe(1);
      expect(cli.output).toMatch(/Refusing to restore: DATA_DIR .* is not empty/);
      expect(tree(sourceDir)).toEqual(before);
      return;
    }
    const source = await openPostgres(sourceUrl, 1);
    try {
      const before = await readContents(source);
      const emptyDir = path.join(scratch, 'unused-data');
      await expect(restore({ backupDir: taken.dir, dataDir: emptyDir, databaseUrl: sourceUrl })).rejects.toThrow(
        /Refusing to restore: the database .* is not empty \(it holds .*\).*nothing was changed/s,
      );
      const cli = await runCli('server/cli/restore.ts', [taken.dir], { DATA_DIR: emptyDir, DATABASE_URL: sourceUrl });
      expect(cli.code, cli.output).toBe(1);
      expect(cli.output).toMatch(/Refusing to restore: the database .* is not empty/);
      expect(await readContents(source)).toEqual(before);
      // An empty database but a DATA_DIR with files in it: refused too, and the database stays empty.
      const emptyUrl = await newDatabase('meridian_restore');
      await expect(restore({ backupDir: taken.dir, dataDir: sourceDir, databaseUrl: emptyUrl })).rejects.toThrow(
        /Refusing to restore: DATA_DIR .* is not empty/,
      );
      const empty = await openPostgres(emptyUrl!, 1);
      try {
        const [tables] = await empty.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'",
        );
        expect(tables?.n).toBe('0');
      } finally {
        await empty.close();
      }
    } finally {
      await source.close();
    }
  }, 120_000);

  it('refuses a damaged backup before touching the target', async () => {
    const damaged = path.join(scratch, 'backups', 'damaged');
    cpSync(taken.dir, damaged, { recursive: true });
    const file = path.join(damaged, taken.manifest.database.file);
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    const targetDir = path.join(scratch, 'never-restored');
    const targetUrl = await newDatabase('meridian_restore');
    await expect(restore({ backupDir: damaged, dataDir: targetDir, databaseUrl: targetUrl })).rejects.toThrow(
      new RegExp(`${taken.manifest.database.file}: checksum mismatch`),
    );
    expect(() => statSync(targetDir)).toThrow();
    if (targetUrl) {
      const target = await openPostgres(targetUrl, 1);
      try {
        const [tables] = await target.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'",
        );
        expect(tables?.n).toBe('0');
      } finally {
        await target.close();
      }
    }
  });
});
