import { BULK_APPROVE_MAX } from '../../common/api/queue-page';
import { CODE } from '../../common/envelope';
import { Decimal, formatAmount } from '../../common/money';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import { assert } from '../assert';
import { fourEyesLimit } from './four-eyes';
import type { DecisionCheck, UserRequestCalls } from './review-queue';

// Approving several small requests in one action (issue 31: small deposits). Each approval is its own decision, in
// its own transaction, recorded like a single one, and refused like one: decided already (nothing is credited
// twice), held by another operator, or above the four-eyes amount, which is decided on its own. What was refused is
// reported with why; what was approved stays approved.

export interface BulkResult<Item> {
  approved: Item[];
  failed: { id: number; refusal: DomainError }[];
}

/** Refuses a request above the four-eyes amount, read under the decision's lock (a rate may have moved since). */
function withinFourEyes<Item>(queue: { subject: string; amountOf?(item: Item): string }): DecisionCheck<Item> {
  return async (tx, before) => {
    const amount = queue.amountOf?.(before);
    assert(amount !== undefined, `${queue.subject} has no amount to bulk-approve within`);
    const limit = await fourEyesLimit(tx);
    if (new Decimal(amount).gt(limit)) {
      throw new DomainError(CODE.BAD_INPUT, messages.bulkAboveFourEyes, { limit: formatAmount(limit) });
    }
  };
}

export async function bulkApprove<Item, Action extends string>(
  db: Database,
  clock: Clock,
  operatorId: number,
  calls: UserRequestCalls<Item, Action>,
  action: Action,
  ids: readonly number[],
): Promise<BulkResult<Item>> {
  assert(calls.queue.amountOf !== undefined, `${calls.queue.subject} has no amount to bulk-approve within`);
  assert(ids.length <= BULK_APPROVE_MAX, 'too many ids for one bulk approval');
  const check = withinFourEyes(calls.queue);
  const result: BulkResult<Item> = { approved: [], failed: [] };
  for (const id of ids) {
    try {
      result.approved.push(await calls.decide(db, clock, operatorId, { id, action, reason: '' }, check));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.failed.push({ id, refusal: error });
    }
  }
  return result;
}
