import type { CopySkip, FollowTradeOrder, FollowTradePush } from '../../common/api/follow';
import { ORDER_STATUS } from '../../common/contract';
import type { TopicPayloads } from '../../common/socket';
import type { Clock } from '../clock';

// FOREX_FOLLOW_TRADE: what changed in copies goes to the follower and to the trader (their my-follower view), and
// to nobody else, at most once a second per user. Changes wait here per user and leave together on the next beat;
// a copy's later state replaces an earlier one still waiting, so a busy second sends each copy once. Holding copies
// are valued again on each beat and sent when their price or profit moved.

export interface FollowPushTarget {
  pushToUser(userId: number, topic: 'FOREX_FOLLOW_TRADE', data: TopicPayloads['FOREX_FOLLOW_TRADE']): void;
}

/** A holding copy as the beat values it. */
export interface LiveCopy {
  orderId: number;
  traderUserId: number;
  followerUserId: number;
}

export const FOLLOW_PUSH_INTERVAL_MS = 1_000;

/** Bounds on what may wait for one user between beats: the oldest skips are dropped past it (they are listed anyway). */
const MAX_WAITING_SKIPS = 100;

export class FollowPushes {
  private readonly waiting = new Map<number, { orders: Map<number, FollowTradeOrder>; skipped: CopySkip[] }>();
  private readonly live = new Map<number, LiveCopy>();
  private readonly lastSent = new Map<number, string>();
  private cancel: (() => void) | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly target: FollowPushTarget,
    /** Values a holding copy now; undefined before its instrument has a price. */
    private readonly value: (orderId: number) => { UpdatePrice: string; FactProfits: string } | undefined,
  ) {}

  /** A copy opened, was valued or closed: to its follower and its trader on the next beat. */
  order(update: FollowTradeOrder): void {
    if (update.Status === ORDER_STATUS.holding)
      this.live.set(update.Id, { orderId: update.Id, traderUserId: update.user_id, followerUserId: update.follower_id });
    else {
      this.live.delete(update.Id);
      this.lastSent.delete(update.Id);
    }
    for (const userId of new Set([update.follower_id, update.user_id])) this.slot(userId).orders.set(update.Id, update);
  }

  /** A copy that was not opened: to its follower only. */
  skipped(followerUserId: number, skip: CopySkip): void {
    const slot = this.slot(followerUserId);
    slot.skipped.push(skip);
    if (slot.skipped.length > MAX_WAITING_SKIPS) slot.skipped.shift();
  }

  /** Holding copies this process values on each beat (read at start and after a takeover). */
  track(copy: LiveCopy): void {
    this.live.set(copy.orderId, copy);
  }

  isLiveCopy(orderId: number): boolean {
    return this.live.has(orderId);
  }

  start(): void {
    if (this.cancel) return;
    const beat = () => {
      this.flush();
      this.cancel = this.clock.setTimer(beat, FOLLOW_PUSH_INTERVAL_MS);
    };
    this.cancel = this.clock.setTimer(beat, FOLLOW_PUSH_INTERVAL_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /** Sends what waits, one push per user; exposed so tests can beat without moving the clock a second. */
  flush(): void {
    this.revalue();
    for (const [userId, slot] of this.waiting) {
      const push: FollowTradePush = { TransOrder: [...slot.orders.values()], Skipped: slot.skipped };
      this.target.pushToUser(userId, 'FOREX_FOLLOW_TRADE', push);
    }
    this.waiting.clear();
  }

  private revalue(): void {
    for (const copy of this.live.values()) {
      const valued = this.value(copy.orderId);
      if (!valued) continue;
      const text = `${valued.UpdatePrice}|${valued.FactProfits}`;
      if (this.lastSent.get(copy.orderId) === text) continue;
      this.lastSent.set(copy.orderId, text);
      const update: FollowTradeOrder = {
        Id: copy.orderId,
        ...valued,
        Status: ORDER_STATUS.holding,
        user_id: copy.traderUserId,
        follower_id: copy.followerUserId,
      };
      for (const userId of new Set([copy.followerUserId, copy.traderUserId])) {
        const orders = this.slot(userId).orders;
        // A state change waiting (a close) wins over a mere new valuation.
        if (!orders.has(copy.orderId)) orders.set(copy.orderId, update);
      }
    }
  }

  private slot(userId: number) {
    let slot = this.waiting.get(userId);
    if (!slot) {
      slot = { orders: new Map(), skipped: [] };
      this.waiting.set(userId, slot);
    }
    return slot;
  }
}
