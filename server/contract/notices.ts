import type { TopicPayloads } from '../../common/socket';
import type { EngineLinks } from '../engines/engine-links';

// How the contract engine tells of a change: the other nodes' engines (which read the order again) and the user's
// devices (FOREX_CLOSED names the orders that left the book, closed or filled).

export interface UserPushes {
  pushToUser<T extends 'FOREX_TRADE' | 'FOREX_CLOSED'>(userId: number, topic: T, data: TopicPayloads[T]): void;
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
    this.pushes.pushToUser(userId, 'FOREX_CLOSED', [...ids]);
  }
}
