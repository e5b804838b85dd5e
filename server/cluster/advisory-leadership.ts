import pg from 'pg';
import { FencedError } from '../fence';
import { checkEpoch, type Leadership, type LeadershipListener } from './leadership';
import type { Log } from '../log';
import type { Queryable } from '../db/database';

// Leadership by a PostgreSQL advisory lock, held on a connection of its own (never a pooled one: a pool hands a
// connection back and forth, and a session lock would go with it). PostgreSQL releases the lock the moment that
// connection ends, so a leader that dies, or loses its connection, frees the place at once; the others try for it
// every `pollMs`. Winning raises the epoch in `cluster_leader`: the new term's fencing number.
//
// A network cut ends nothing: PostgreSQL would keep the cut-off leader's session, and its lock, until TCP gave up
// on it (hours, with the usual keepalive settings), and no node would lead meanwhile. So the lock session is a lease:
// PostgreSQL ends it after LOCK_SESSION_IDLE_MS without a statement (idle_session_timeout), and the leader, which
// heartbeats every `pollMs`, steps down once no heartbeat has been answered for LEASE_MS, shorter than that: it has
// stopped leading before its lock can pass to another node.

/** Any fixed number: it names the leadership lock (the migration lock uses another). */
export const LEADER_LOCK = 7_240_010;
const DEFAULT_POLL_MS = 500;
/** A leader whose last answered heartbeat was sent this long ago steps down (and a statement waits no longer). */
const LEASE_MS = 2_000;
/** PostgreSQL ends a lock session that sent nothing for this long, freeing the lock: a takeover within 3.5 s of a cut. */
const LOCK_SESSION_IDLE_MS = 3_000;
/** PostgreSQL's code for a setting it does not know (idle_session_timeout came with PostgreSQL 14). */
const UNKNOWN_SETTING = '42704';

export interface AdvisoryOptions {
  url: string;
  nodeId: string;
  log: Log;
  pollMs?: number;
}

export interface AdvisoryLeadership extends Leadership {
  /** Resolves after the first attempt at the lock (won or not). */
  readonly ready: Promise<void>;
}

export function advisoryLeadership(options: AdvisoryOptions): AdvisoryLeadership {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const listeners: LeadershipListener[] = [];
  let client: pg.Client | undefined;
  let leading = false;
  let epoch = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Ends the term when the lease runs out; renewed by every answered heartbeat. */
  let lease: NodeJS.Timeout | undefined;
  let warnedOldPostgres = false;

  const notify = () => {
    for (const listener of listeners) {
      try {
        listener(leading);
      } catch (error) {
        options.log.error({ err: error }, 'leadership listener failed');
      }
    }
  };

  /** The lock connection is gone: stop leading now, before anything else can act on the old term. */
  const lost = (reason: string) => {
    clearTimeout(lease);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
    if (leading) {
      leading = false;
      options.log.warn({ node: options.nodeId, epoch, reason }, 'leadership lost');
      notify();
    }
  };

  const connect = async (): Promise<pg.Client> => {
    const fresh = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      query_timeout: LEASE_MS,
      connectionTimeoutMillis: LEASE_MS,
    });
    fresh.on('error', (error) => lost(error.message));
    fresh.on('end', () => lost('lock connection ended'));
    await fresh.connect();
    try {
      await fresh.query(`SET idle_session_timeout = ${LOCK_SESSION_IDLE_MS}`);
    } catch (error) {
      if ((error as { code?: string }).code !== UNKNOWN_SETTING) {
        fresh.removeAllListeners();
        fresh.on('error', () => undefined);
        void fresh.end().catch(() => undefined);
        throw error;
      }
      if (!warnedOldPostgres)
        options.log.warn(
          { node: options.nodeId },
          'PostgreSQL before 14 cannot end an idle lock session: a leader cut off from the database keeps the lock until TCP gives up',
        );
      warnedOldPostgres = true;
    }
    return fresh;
  };

  /** A statement sent at `sentAt` was answered: the term lasts until LEASE_MS after it, unless renewed. */
  const renew = (sentAt: number) => {
    // Lost while the statement was out: nothing to renew.
    if (!leading) return;
    clearTimeout(lease);
    lease = setTimeout(() => lost('lease ran out: no heartbeat answered'), Math.max(0, sentAt + LEASE_MS - performance.now()));
  };

  const attempt = async () => {
    if (stopped) return;
    try {
      client ??= await connect();
      const sentAt = performance.now();
      if (leading) {
        // A heartbeat: it keeps the session from PostgreSQL's idle timeout, and renews the lease.
        await client.query('SELECT 1');
        renew(sentAt);
        return;
      }
      const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [LEADER_LOCK]);
      if (!rows[0]?.got) return;
      const raisedAt = performance.now();
      const raised = await client.query<{ epoch: string }>(
        'UPDATE cluster_leader SET epoch = epoch + 1, node = $1, since = $2 WHERE id = 1 RETURNING epoch',
        [options.nodeId, Date.now()],
      );
      epoch = Number(raised.rows[0]?.epoch ?? 0);
      leading = true;
      renew(raisedAt);
      options.log.info({ node: options.nodeId, epoch }, 'leadership won');
      notify();
    } catch (error) {
      lost(error instanceof Error ? error.message : String(error));
    }
  };

  const loop = async () => {
    await attempt();
    if (!stopped) timer = setTimeout(() => void loop(), pollMs);
  };
  const ready = loop();

  return {
    ready,
    get isLeader() {
      return leading;
    },
    get epoch() {
      return epoch;
    },
    onChange: (listener) => void listeners.push(listener),
    async fence(tx: Queryable) {
      if (!leading) throw new FencedError(epoch);
      await checkEpoch(tx, epoch);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(lease);
      await ready.catch(() => undefined);
      const old = client;
      client = undefined;
      const wasLeading = leading;
      leading = false;
      if (wasLeading) notify();
      old?.removeAllListeners();
      old?.on('error', () => undefined);
      await old?.end().catch(() => undefined);
    },
  };
}
