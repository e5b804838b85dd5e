import * as z from 'zod/mini';
import { QUEUE_SORTS, SORT_ORDERS } from '../queue-page';
import { MAX_AGE_HOURS } from '../../queue-filters';
import { moneyAmount } from './amount';
import { integerBetween } from './fields';

// The filters and the sort every queue's list takes beside its status, customer and page (../admin-queue-actions.ts).
// Each field is checked on its own here; whether they agree with each other (a period that ends before it starts,
// an amount filter on a queue without amounts) is the review queue's to refuse, with a message that says so.

/** Epoch milliseconds, from 2000 to 2100. */
const instant = integerBetween(946_684_800_000, 4_102_444_800_000);
/** USD with at most 2 decimals, as the lists show amounts. */
const usd = moneyAmount;

export const queueFilters = {
  /** The queue's own time, epoch ms: from inclusive, to exclusive. */
  from: z.optional(instant),
  to: z.optional(instant),
  min_amount: z.optional(usd),
  max_amount: z.optional(usd),
  /** Waiting longer than this many hours (by the server's clock). */
  older_than: z.optional(integerBetween(1, MAX_AGE_HOURS)),
  sort: z.optional(z.enum(QUEUE_SORTS)),
  order: z.optional(z.enum(SORT_ORDERS)),
};

/** The filters alone, as the console checks its filter bar with the server's rules. */
export const queueFilterSchema = z.object(queueFilters);
