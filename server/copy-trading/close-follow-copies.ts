import type { CloseCopiesResult } from '../../common/api/follow';
import { ORDER_STATUS } from '../../common/contract';
import { CODE } from '../../common/envelope';
import { Decimal, formatAmount } from '../../common/money';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { ContractEngine } from '../contract/engine';

// "Close all copies" of a follow (issue 36): each open copy closed by the follower's own hand, one after another,
// each its own close at its own deciding tick, as closing them one by one from the orders screen would (each then
// stops following its trader's order). The follow itself stays as it is. A copy that cannot close now (its market
// closed, no fresh price) stays open and is left out of the count; when none could close, the first reason is the
// answer.

export async function closeFollowCopies(
  db: Queryable,
  engine: ContractEngine,
  userId: number,
  traderId: number,
): Promise<CloseCopiesResult> {
  const [follow] = await db.query<{ id: string }>('SELECT id FROM follows WHERE follower_user_id = $1 AND trader_id = $2', [
    userId,
    traderId,
  ]);
  if (!follow) throw new DomainError(CODE.FOLLOW_STATE, messages.followNotActive);
  const copies = await db.query<{ order_id: string }>(
    `SELECT c.order_id FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
     WHERE c.follow_id = $1 AND o.user_id = $2 AND o.status = $3 ORDER BY c.order_id`,
    [follow.id, userId, ORDER_STATUS.holding],
  );
  if (copies.length === 0) throw new DomainError(CODE.FOLLOW_STATE, messages.followNoOpenCopies);
  let closed = 0;
  let profit = new Decimal(0);
  let refusal: DomainError | undefined;
  for (const copy of copies) {
    try {
      const order = await engine.close(userId, Number(copy.order_id));
      closed += 1;
      profit = profit.plus(order.FactProfits);
    } catch (error) {
      // Closed meanwhile by its trader or its own stop: nothing left to do for it.
      if (!(error instanceof DomainError)) throw error;
      refusal ??= error;
    }
  }
  if (closed === 0 && refusal) throw refusal;
  return { closed, profit: formatAmount(profit) };
}
