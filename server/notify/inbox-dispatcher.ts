import type { InboxEntry } from '../../common/api/notify';
import type { TopicPayloads, UserTopic } from '../../common/socket';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Log } from '../log';
import { claimAndQueue } from './delivery-queue';
import { inboxEntryOf } from './inbox';
import { onNotificationRecorded } from './inbox-wake';

// Delivers each inbox entry once, whichever nodes run (issue 34). Every node runs a dispatcher; a row is claimed and
// stamped `pushed_at` in one statement, whose FOR UPDATE SKIP LOCKED passes over rows another node is claiming and
// whose re-check after a wait passes over rows another node stamped meanwhile: a row is claimed by exactly one node,
// once. Its entry is handed to the channels only after that statement committed, so a claim that fails pushes
// nothing; a node that dies between the two loses that live push only (the inbox holds the entry, and the app
// refetches its count when it reconnects). Never twice is the rule chosen: a doubled notification is worse than one
// seen a moment later in the inbox.
//
// The dispatcher is woken after each commit that recorded an entry (./inbox-wake.ts) and sweeps every
// INBOX_SWEEP_MS on the server's clock for rows whose wake-up was missed (recorded on a node that died, or before a
// restart). Channels: the socket's NOTIFY topic, handed each entry here; pushes and emails are queued by the claim
// itself (./delivery-queue.ts) and sent by ./delivery-sender.ts, woken through `onQueued`, with a claim of their own,
// so a failed push is retried without pushing the socket again.

/** Time between sweeps; a row whose wake-up was missed reaches open tabs within this. */
export const INBOX_SWEEP_MS = 5_000;
/** Rows one claim takes at most; a run claims again until none is left, so a burst is pushed in bounded bites. */
const CLAIM_BATCH = 100;

/** Where a claimed entry goes; `deliver` must not wait on a slow recipient (it queues, if it must). */
export interface InboxChannel {
  /** Named in the logs. */
  readonly name: string;
  deliver(userId: number, entry: InboxEntry): void;
}

/** What the socket hub offers: pushes to a user's sockets on whichever node holds them (through Redis). */
interface UserPushes {
  pushToUser<T extends UserTopic>(userId: number, topic: T, data: TopicPayloads[T]): void;
}

/** The user's open tabs, on the socket topic NOTIFY. */
export function socketChannel(pushes: UserPushes): InboxChannel {
  return { name: 'socket', deliver: (userId, entry) => pushes.pushToUser(userId, 'NOTIFY', entry) };
}

export interface InboxDispatcherDeps {
  db: Database;
  clock: Clock;
  log: Log;
  channels: readonly InboxChannel[];
  /** Told after a claim that queued pushes or emails committed (the delivery sender's wake-up). */
  onQueued?: () => void;
  sweepMs?: number;
}

export class InboxDispatcher {
  /** Not started, or stopped: no wake-up or sweep runs. */
  private stopped = true;
  /** Told to stop: a run going on ends after its current claim. */
  private stopping = false;
  private running: Promise<void> | null = null;
  /** A wake-up came while a run was going: run again once it ends, as that run may have claimed before the commit. */
  private again = false;
  private cancelSweep: () => void = () => undefined;
  private unlisten: () => void = () => undefined;

  constructor(private readonly deps: InboxDispatcherDeps) {}

  /** Listens for recorded entries, delivers what is waiting now (left from before a start) and starts the sweep. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.unlisten = onNotificationRecorded(this.deps.db, () => this.wake());
    this.wake();
    this.scheduleSweep();
  }

  /** No new run starts; resolves once the running one ended (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    this.unlisten();
    this.cancelSweep();
    await this.running;
  }

  /** Delivers what is waiting, now or right after the run going on. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runWhileWoken().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once no run is going (tests wait on it after recording an entry). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Claims every row not yet delivered, a batch at a time, and hands each entry to the channels, oldest first.
   * Answers how many this call delivered. Safe to run on several nodes at once: each row goes to one of them.
   */
  async deliverDue(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await claimAndQueue(this.deps.db, this.deps.clock.now(), CLAIM_BATCH);
      if (rows.some((row) => Number(row.queued) > 0)) this.deps.onQueued?.();
      const entries = rows.map((row) => ({ userId: row.user_id, entry: inboxEntryOf(row) })).sort((a, b) => a.entry.id - b.entry.id);
      for (const { userId, entry } of entries) this.hand(userId, entry);
      delivered += entries.length;
      // Only an empty claim says the backlog is gone: a short one may just have lost rows to another node's claim
      // (the LIMIT counts before the locks are taken), with rows after them still waiting. Stopping ends a burst here
      // too; the next start's first run delivers the rest.
      if (rows.length === 0 || this.stopping) return delivered;
    }
  }

  private hand(userId: number, entry: InboxEntry): void {
    for (const channel of this.deps.channels) {
      try {
        channel.deliver(userId, entry);
      } catch (error) {
        // One channel's failure is not another's, nor the next entry's.
        this.deps.log.error({ err: error, channel: channel.name, notification: entry.id }, 'an inbox entry could not be delivered');
      }
    }
  }

  private async runWhileWoken(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.deliverDue();
      } catch (error) {
        // The rows stay undelivered: the next wake-up or sweep claims them.
        this.deps.log.error({ err: error }, 'inbox delivery failed; the next sweep retries');
      }
    } while (this.wokenMeanwhile());
  }

  /** Whether a wake-up came during the run just ended (and no stop): its commit may have followed that run's claims. */
  private wokenMeanwhile(): boolean {
    return this.again && !this.stopping;
  }

  /** The next sweep, counted from the end of this one, so sweeps never pile up on a slow database. */
  private scheduleSweep(): void {
    if (this.stopped) return;
    this.cancelSweep = this.deps.clock.setTimer(() => {
      this.wake();
      void this.idle().then(() => this.scheduleSweep());
    }, this.deps.sweepMs ?? INBOX_SWEEP_MS);
  }
}
