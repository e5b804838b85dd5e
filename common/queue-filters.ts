import { Decimal } from './money';

// What a queue's filters must agree on, beyond each field alone (common/api/input/queue-filters.ts checks those):
// a period that ends after it starts, a lowest amount not above the highest, and amounts only on a queue that has
// them. The server refuses such a list with the matching message; the console says so beside the filter first.

/** The longest age a list filters by: a year of hours. */
export const MAX_AGE_HOURS = 8_784;

export interface QueueFilterValues {
  /** Epoch ms, from inclusive, to exclusive. */
  from?: number | undefined;
  to?: number | undefined;
  min_amount?: string | undefined;
  max_amount?: string | undefined;
  sort?: string | undefined;
}

export type QueueFilterProblem = 'period_reversed' | 'amounts_reversed' | 'no_amount';

/** The first way the filters contradict each other, with the field to point at; null when they hold together. */
export function queueFilterProblem(
  filters: QueueFilterValues,
  hasAmounts: boolean,
): { problem: QueueFilterProblem; field: 'to' | 'max_amount' | 'min_amount' | 'sort' } | null {
  if (filters.from !== undefined && filters.to !== undefined && filters.from >= filters.to)
    return { problem: 'period_reversed', field: 'to' };
  const amounts = filters.min_amount !== undefined || filters.max_amount !== undefined;
  if (!hasAmounts && (amounts || filters.sort === 'amount')) return { problem: 'no_amount', field: amounts ? 'min_amount' : 'sort' };
  if (filters.min_amount !== undefined && filters.max_amount !== undefined && new Decimal(filters.min_amount).gt(filters.max_amount)) {
    return { problem: 'amounts_reversed', field: 'max_amount' };
  }
  return null;
}
