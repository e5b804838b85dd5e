import pg from 'pg';
import { FencedError } from '../fence';
import { checkEpoch, type Leadership, type LeadershipListener } from './leadership';
import type { Log } from '../log';
import type { Queryable } from '../db/database';

// Leadership by a PostgreSQL advisory lock, held on a connection of its own (never a pooled one: a pool hands a
// connection back and forth, and a session lock would go with it). PostgreSQL releases the lock the moment that
// connection ends, so a leader that dies, or loses its connection, frees the place at once; the others try for it
// every `pollMs`. Winning raises the epoch in `cluster_leader`: the new term's fencing number.

/** Any fixed number: it names the leadership lock (the migration lock uses another). */
export const LEADER_LOCK = 7_240_010;
const DEFAULT_POLL_MS = 1_000;
/** A lock connection that does not answer a heartbeat within this is taken as lost. */
const HEARTBEAT_TIMEOUT_MS = 2_500;

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
    const fresh = new pg.Client({ connectionString: options.url, keepAlive: true, query_timeout: HEARTBEAT_TIMEOUT_MS });
    fresh.on('error', (error) => lost(error.message));
    fresh.on('end', () => lost('lock connection ended'));
    await fresh.connect();
    return fresh;
  };

  const attempt = async () => {
    if (stopped) return;
    try {
      client ??= await connect();
      if (leading) {
        // A heartbeat: a connection that silently died (no reset reached us) fails this within the timeout.
        await client.query('SELECT 1');
        return;
      }
      const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [LEADER_LOCK]);
      if (!rows[0]?.got) return;
      const raised = await client.query<{ epoch: string }>(
        'UPDATE cluster_leader SET epoch = epoch + 1, node = $1, since = $2 WHERE id = 1 RETURNING epoch',
        [options.nodeId, Date.now()],
      );
      epoch = Number(raised.rows[0]?.epoch ?? 0);
      leading = true;
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
