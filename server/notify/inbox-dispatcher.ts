import type { InboxEntry } from '../../common/api/notify';
import type { TopicPayloads, UserTopic } from '../../common/socket';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Log } from '../log';
import { claimAndQueue } from './delivery-queue';
import { inboxEntryOf } from './inbox';
import { onNotificationRecorded } from './inbox-wake';
import { WokenRunner } from './woken-runner';

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
  private readonly runner: WokenRunner;
  private unlisten: () => void = () => undefined;

  constructor(private readonly deps: InboxDispatcherDeps) {
    this.runner = new WokenRunner({
      clock: deps.clock,
      log: deps.log,
      sweepMs: deps.sweepMs ?? INBOX_SWEEP_MS,
      run: (stopping) => this.deliverDue(stopping),
      failure: 'inbox delivery failed; the next sweep retries',
    });
  }

  /** Listens for recorded entries, delivers what is waiting now (left from before a start) and starts the sweep. */
  start(): void {
    this.unlisten();
    this.unlisten = onNotificationRecorded(this.deps.db, () => this.wake());
    this.runner.start();
  }

  /** No new run starts; resolves once the running one ended (before the database closes). */
  async stop(): Promise<void> {
    this.unlisten();
    this.unlisten = () => undefined;
    await this.runner.stop();
  }

  /** Delivers what is waiting, now or right after the run going on. */
  wake(): void {
    this.runner.wake();
  }

  /** Resolves once no run is going (tests wait on it after recording an entry). */
  idle(): Promise<void> {
    return this.runner.idle();
  }

  /**
   * Claims every row not yet delivered, a batch at a time, and hands each entry to the channels, oldest first.
   * Answers how many this call delivered. Safe to run on several nodes at once: each row goes to one of them.
   */
  async deliverDue(stopping: () => boolean = () => false): Promise<number> {
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
      if (rows.length === 0 || stopping()) return delivered;
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
}
