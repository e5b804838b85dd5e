import { dayEdgeMs } from '@common/calendar-day';
import type { QueueSort, SortOrder } from '@common/api/queue-page';
import type { AnyQueue } from './queue';

// A queue's list as its address says it (the route's search: status, customer, page, a period of UTC days, an
// amount range in USD, an age in hours, a sort) and as its list call takes it. Defaults stay out of the address
// (a queue opens on its waiting items, oldest first), and a filter the queue does not have is never sent.

export interface QueueSearch {
  status?: string | undefined;
  customer?: string | undefined;
  page?: number | undefined;
  /** UTC days, YYYY-MM-DD; `to` is included whole. */
  from?: string | undefined;
  to?: string | undefined;
  min_amount?: string | undefined;
  max_amount?: string | undefined;
  older_than?: number | undefined;
  sort?: QueueSort | undefined;
  order?: SortOrder | undefined;
}

/** The filters an operator types, as text (the filter bar's draft). */
export interface FilterDraft {
  customer: string;
  from: string;
  to: string;
  min_amount: string;
  max_amount: string;
  older_than: string;
}

export type FilterField = keyof FilterDraft;

/** Whether the queue's list takes amounts (a column sorts by them). */
export const hasAmounts = (queue: AnyQueue): boolean => queue.columns.some((column) => column.sort === 'amount');

/** The status the list shows: the queue's waiting one unless the address says otherwise. */
export const statusOf = (queue: AnyQueue, search: QueueSearch): string => search.status ?? String(queue.pending);

/** The filters of the list call (and its CSV export), without the page. */
export function filterInput(queue: AnyQueue, search: QueueSearch): Record<string, string | number | undefined> {
  const status = statusOf(queue, search);
  const input: Record<string, string | number | undefined> = {
    [queue.statusParam]: status === 'all' ? undefined : status,
    customer: search.customer || undefined,
  };
  if (!queue.tools) return input;
  const amounts = hasAmounts(queue);
  return {
    ...input,
    from: dayEdgeMs(search.from, false),
    to: dayEdgeMs(search.to, true),
    min_amount: amounts ? search.min_amount : undefined,
    max_amount: amounts ? search.max_amount : undefined,
    older_than: search.older_than,
    sort: search.sort === 'amount' && !amounts ? undefined : search.sort,
    order: search.sort ? search.order : undefined,
  };
}

/** The draft the filter bar starts from: what the address says. */
export function draftOf(search: QueueSearch): FilterDraft {
  return {
    customer: search.customer ?? '',
    from: search.from ?? '',
    to: search.to ?? '',
    min_amount: search.min_amount ?? '',
    max_amount: search.max_amount ?? '',
    older_than: search.older_than === undefined ? '' : String(search.older_than),
  };
}

/** The address's search for a draft that has no problems (empty fields leave the address). */
export function searchOfDraft(draft: FilterDraft): QueueSearch {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const hours = text(draft.older_than);
  return {
    customer: text(draft.customer),
    from: text(draft.from),
    to: text(draft.to),
    min_amount: text(draft.min_amount),
    max_amount: text(draft.max_amount),
    older_than: hours === undefined ? undefined : Number(hours),
  };
}

/** The order a header starts with: the longest waiting and the largest first, the oldest time first. */
const FIRST_ORDER: Readonly<Record<QueueSort, SortOrder>> = { age: 'desc', amount: 'desc', date: 'asc' };

/**
 * The sort the list is in: the address's, or the queue's own when it names none (waiting items oldest first,
 * decided ones newest first, by their time).
 */
export function currentSort(queue: AnyQueue, search: QueueSearch): { sort: QueueSort; order: SortOrder } {
  if (search.sort) return { sort: search.sort, order: search.order ?? 'asc' };
  return { sort: 'date', order: statusOf(queue, search) === String(queue.pending) ? 'asc' : 'desc' };
}

/** The sort after pressing a header: the same header turns the order round; another starts with its own order. */
export function nextSort(queue: AnyQueue, search: QueueSearch, sort: QueueSort): { sort: QueueSort; order: SortOrder } {
  const current = currentSort(queue, search);
  if (current.sort !== sort) return { sort, order: FIRST_ORDER[sort] };
  return { sort, order: current.order === 'asc' ? 'desc' : 'asc' };
}
