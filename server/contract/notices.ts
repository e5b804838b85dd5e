import type { TopicPayloads } from '../../common/socket';
import type { EngineLinks } from '../engines/engine-links';

// How the contract engine tells of a change: the other nodes' engines (which read the order again) and the user's
// devices, every one of them on whichever node it is (issue 41, item 1): FOREX_CLOSED names the orders that left the
// book (closed, cancelled or filled), whoever made the change, the user on one of their devices or the server;
// FOREX_CHANGED the orders the user placed or set stops on. A device told of a change reads it from the database, so
// the pushes wait for the change's commit (a request's Idempotency-Key transaction holds it until its answer is
// stored), as the other nodes' announcements do.

export type ContractUserTopic = 'FOREX_TRADE' | 'FOREX_CLOSED' | 'FOREX_CHANGED';

export interface UserPushes {
  pushToUser<T extends ContractUserTopic>(userId: number, topic: T, data: TopicPayloads[T]): void;
}

/** What copy trading hears (server/copy-trading/): every change to a user's orders, as the other nodes are told. */
export interface ContractHooks {
  ordersChanged(userId: number, orderIds: readonly number[]): void;
}

export class ContractNotices {
  /** Copy trading, once it listens. */
  hooks: ContractHooks | undefined;

  constructor(
    private readonly links: EngineLinks,
    readonly pushes: UserPushes,
    /** Runs its argument once the transaction open here commits, at once outside one (Database.afterCommit). */
    private readonly afterCommit: (then: () => void) => void,
  ) {}

  /** The other nodes read these orders (and their owner's cash) again; copy trading looks at them. */
  orders(userId: number, ids: readonly number[]): void {
    for (const orderId of ids) this.links.announce({ kind: 'contract_order', userId, orderId });
    if (ids.length > 0) this.hooks?.ordersChanged(userId, ids);
  }

  /** The other nodes read the user's cash again. */
  cash(userId: number): void {
    this.links.announce({ kind: 'contract_cash', userId });
  }

  /** The user's devices drop these orders from the dealing or holding list. */
  closed(userId: number, ids: readonly number[]): void {
    this.push(userId, 'FOREX_CLOSED', ids);
  }

  /** The user's devices read their open orders again: these were placed, or their stops set. */
  changed(userId: number, ids: readonly number[]): void {
    this.push(userId, 'FOREX_CHANGED', ids);
  }

  private push(userId: number, topic: 'FOREX_CLOSED' | 'FOREX_CHANGED', ids: readonly number[]): void {
    if (ids.length === 0) return;
    const named = [...ids];
    this.afterCommit(() => this.pushes.pushToUser(userId, topic, named));
  }
}
