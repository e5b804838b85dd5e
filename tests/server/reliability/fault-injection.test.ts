import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../common/envelope';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { auditLedgerInvariants } from '../helpers/ledger-invariants';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { onPostgres } from '../helpers/test-db';

// Fault injection against the real server (a child process) on a private PostgreSQL cluster: its connections
// terminated under load, PostgreSQL itself restarted, the server SIGKILLed under load and started again. After
// each fault the server answers, every request that got code 1 is in the database, none is applied twice, every
// interrupted Idempotency-Key is retried to an answer, and the ledger invariants hold. Option submits on BTCUSDT
// (a market that never closes) are the load: each locks a stake, and those that expire settle during the run.

const BTCUSDT = 13;
const CLIENTS = 16;
const SUBMIT = `/v2/api/micro/submit?forex_id=${BTCUSDT}&type=1&number=10&seconds=30`;

interface Client {
  token: string;
  address: string;
}

type Outcome = { kind: 'ok'; id: number } | { kind: 'refused'; code: number } | { kind: 'interrupted' };

interface Sent {
  client: Client;
  key: string;
  outcome: Outcome;
}

/** Figures for the report: requests sent, faults injected, requests in flight while each fault happened (started
 * before it ended and answered after it began), keys interrupted and retried to an answer. */
const figures = { requests: 0, faults: 0, inFlightDuringFaults: [] as number[], interrupted: 0, recovered: 0, okAnswers: 0 };

const describeFaults = onPostgres && privatePostgresAvailable ? describe : describe.skip;
if (!onPostgres || !privatePostgresAvailable) {
  console.warn('fault injection skipped: it needs TEST_DATABASE_URL (PostgreSQL tests) and PostgreSQL binaries under /usr/lib/postgresql');
}

describeFaults('fault injection on a private PostgreSQL', () => {
  let cluster: PrivatePostgres;
  let server: ServerProcess;
  let port: number;
  let db: Database;
  let admin: pg.Client;
  const clients: Client[] = [];
  const cleanups: (() => unknown)[] = [];
  const sent: Sent[] = [];
  /** Start and end of each request of the current load phase. */
  const spans: [number, number][] = [];
  const env = () => ({ DATABASE_URL: cluster.url('meridian'), TRUST_PROXY: 'true' });

  async function request(
    client: Client,
    path: string,
    key?: string,
  ): Promise<{ status: number; body: { code: number; data: unknown } } | null> {
    const started = Date.now();
    try {
      const headers: Record<string, string> = { 'x-forwarded-for': client.address, authorization: client.token, lang: 'en' };
      if (key) headers['idempotency-key'] = key;
      const response = await fetch(`${server.origin}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
      return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
    } catch {
      return null;
    } finally {
      spans.push([started, Date.now()]);
    }
  }

  function outcomeOf(answer: Awaited<ReturnType<typeof request>>): Outcome {
    if (!answer || answer.status >= 500 || answer.body.code === CODE.UNAVAILABLE) return { kind: 'interrupted' };
    if (answer.body.code === CODE.OK) return { kind: 'ok', id: (answer.body.data as { Id: number }).Id };
    return { kind: 'refused', code: answer.body.code };
  }

  /** Every client submits options until `fault` has run and the server has answered for a moment again. */
  async function underLoad(fault: () => Promise<void>): Promise<void> {
    let running = true;
    const loop = async (client: Client) => {
      while (running) {
        const key = randomUUID();
        const answer = await request(client, SUBMIT, key);
        figures.requests += 1;
        sent.push({ client, key, outcome: outcomeOf(answer) });
        await new Promise((resolve) => setTimeout(resolve, answer ? 60 : 250));
      }
    };
    const loops = clients.map((client) => loop(client));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    figures.faults += 1;
    const faultStart = Date.now();
    await fault();
    const faultEnd = Date.now();
    await healthy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(loops);
    figures.inFlightDuringFaults.push(spans.filter(([from, to]) => from <= faultEnd && to >= faultStart).length);
    spans.length = 0;
  }

  async function healthy(): Promise<void> {
    const deadline = Date.now() + 60_000;
    let last = '';
    while (Date.now() < deadline) {
      const response = await fetch(`${server.origin}/api/health`, { headers: { 'x-forwarded-for': '10.66.1.1' } }).catch(
        (error: unknown) => error,
      );
      if (response instanceof Response && response.ok) return;
      last = response instanceof Response ? `HTTP ${response.status} ${await response.text()}` : String(response);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer again within 60 s (last: ${last}):\n${server.output().slice(-3000)}`);
  }

  /** The checks after a fault: answers held, nothing twice, interrupted keys retried to an answer, invariants. */
  async function expectConsistent(): Promise<void> {
    for (const item of sent.filter((entry) => entry.outcome.kind === 'interrupted')) {
      figures.interrupted += 1;
      let outcome: Outcome = { kind: 'interrupted' };
      for (let attempt = 0; attempt < 20 && outcome.kind === 'interrupted'; attempt += 1) {
        const answer = await request(item.client, SUBMIT, item.key);
        outcome = outcomeOf(answer);
        if (outcome.kind === 'interrupted') await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // Never "still being handled" for good: the first answer, or a fresh attempt.
      expect(outcome.kind === 'refused' ? outcome.code : 0, `key ${item.key}`).not.toBe(CODE.IDEMPOTENCY_CONFLICT);
      expect(outcome.kind, `key ${item.key}`).not.toBe('interrupted');
      figures.recovered += 1;
      item.outcome = outcome;
    }
    const ok = sent.filter((entry): entry is Sent & { outcome: { kind: 'ok'; id: number } } => entry.outcome.kind === 'ok');
    figures.okAnswers = ok.length;
    const ids = ok.map((entry) => entry.outcome.id);
    const found = await db.query<{ id: string }>('SELECT id FROM micro_orders WHERE id = ANY($1::bigint[])', [ids]);
    expect(found.length, 'every answered order is in the database').toBe(new Set(ids).size);
    // One order per key that answered it, and no order without such a key: nothing applied twice.
    const [orders] = await db.query<{ n: string }>('SELECT count(*) AS n FROM micro_orders');
    const [answered] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM idempotent_requests WHERE fingerprint LIKE 'GET /v2/api/micro/submit%' AND response->>'code' = '1'`,
    );
    expect(Number(orders?.n)).toBe(Number(answered?.n));
    const [stuck] = await db.query<{ n: string }>('SELECT count(*) AS n FROM idempotent_requests WHERE response IS NULL');
    expect(stuck?.n).toBe('0');
    expect((await auditLedgerInvariants(db)).problems).toEqual([]);
    sent.length = 0;
  }

  /** The admin connection; the restart ends it too, which is expected and must not count as an error. */
  async function connectAdmin(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  async function terminateServerConnections(): Promise<number> {
    const { rows } = await admin.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = 'meridian' AND application_name <> 'fault-audit' AND pid <> pg_backend_pid()",
    );
    for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    return rows.length;
  }

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    cleanups.push(() => cluster.stop());
    server = await startServerProcess(env());
    cleanups.push(() => server.kill('SIGKILL'));
    port = Number(new URL(server.origin).port);
    // The audit's own connections are named, so terminating the server's leaves them alone.
    db = await openPostgres(`${cluster.url('meridian')}?application_name=fault-audit`, 3);
    cleanups.push(() => db.close().catch(() => undefined));
    admin = await connectAdmin();
    cleanups.push(() => admin.end().catch(() => undefined));
    for (let index = 0; index < CLIENTS; index += 1) {
      const client = { token: '', address: `10.66.0.${index + 1}` };
      const device = `faultdevice${index}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const login = await request(client, `/api/user/createAccountDemoForU?device_id=${device}`);
      client.token = (login?.body.data as { token: string }).token;
      clients.push(client);
    }
  }, 120_000);

  afterAll(async () => {
    // In reverse order of creation, and only what beforeAll got to create.
    for (const cleanup of cleanups.reverse()) await cleanup();
    console.info(`fault injection figures: ${JSON.stringify(figures)}`);
  }, 60_000);

  it('survives its database connections being terminated under load, three times', async () => {
    for (let round = 0; round < 3; round += 1) {
      await underLoad(async () => {
        expect(await terminateServerConnections()).toBeGreaterThan(0);
      });
      await expectConsistent();
    }
  }, 180_000);

  it('survives PostgreSQL restarting under load', async () => {
    await underLoad(async () => {
      await cluster.restart();
      await admin.end().catch(() => undefined);
      admin = await connectAdmin();
    });
    await expectConsistent();
  }, 180_000);

  it('is killed with SIGKILL under load and started again on what it left', async () => {
    await underLoad(async () => {
      await server.kill('SIGKILL');
      server = await startServerProcess(env(), port);
    });
    await expectConsistent();
  }, 180_000);
});
