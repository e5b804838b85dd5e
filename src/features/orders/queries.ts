import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { microOrders } from '@common/api/micro';
import { cancelOrder, closeOrder, myOrders, type ForexOrder } from '@common/api/trade';
import { ORDER_STATUS, type OrderStatus } from '@common/contract';
import { CODE } from '@common/envelope';
import type { MicroStatus } from '@common/micro';
import { api } from '@/lib/http/api';
import { ApiCallError } from '@/lib/http/errors';
import { pushRule, sessionKey, type PagedQuery } from '@/lib/query';
import { withDueTimes, type ListedMicroOrder } from './micro-orders';
import { onChangedPush, onClosedPush, onTradePush, type OrderList, type OrdersPage, type PushOutcome } from './order-list';
import { changePages, listOf, type OrderPages } from './order-pages';

// The order lists' calls (one definition each) and how the account's pushes change the cached contract tabs: every
// change to the user's orders, made on this device, another one or by the server, reaches them here.

/** One tab of contract orders (holding, dealing or history), paged from my_deal. */
export const contractOrdersQuery = (token: string | null, status: OrderStatus): PagedQuery<OrdersPage<ForexOrder>> => ({
  queryKey: sessionKey(token, 'orders', status),
  loadPage: (page) => api(myOrders, { status, page }),
  enabled: token !== null,
});

/** Closing a holding order, or cancelling a pending one; the server's message is the confirmation (spec section 8). */
export const endOrderMutation = mutationOptions({
  mutationKey: ['end-order'],
  // A close carries the price the user saw when confirming it (issue 35: the receipt measures the close against it).
  mutationFn: ({ kind, id, seen_price }: { kind: 'close' | 'cancel'; id: number; seen_price?: string }) =>
    kind === 'close'
      ? api(closeOrder, { id, ...(seen_price === undefined ? {} : { seen_price }) }, { toastSuccess: true })
      : api(cancelOrder, { id }, { toastSuccess: true }),
});

/** A partial close refused because the lots open changed meanwhile (a part closed on another device). */
export function lotsChanged(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === CODE.BAD_CLOSE_LOTS;
}

/** A close or cancel refused because the order had left its tab already (closed, cancelled or filled elsewhere). */
export function endedElsewhere(error: unknown): boolean {
  return error instanceof ApiCallError && error.code === CODE.ORDER_STATE;
}

/** One tab of micro (option) orders, each with the moment it expires on this device's clock. */
export const microOrdersQuery = (token: string | null, status: MicroStatus): PagedQuery<OrdersPage<ListedMicroOrder>> => ({
  queryKey: sessionKey(token, 'micro-orders', status),
  loadPage: (page) => api(microOrders, { status, page }).then((answer) => withDueTimes(answer, Date.now())),
  enabled: token !== null,
});

const STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** The tab a cached contract list is, or null for any other answer (and a guest's, which follows no topic). */
function contractTab(key: QueryKey): OrderStatus | null {
  if (key[0] !== 'session' || key[1] === null || key[2] !== 'orders') return null;
  return STATUSES.find((status) => status === key[3]) ?? null;
}

/** Applies a push to every cached contract tab: a new list, or a reload of that tab when only that can tell. */
function eachTab(client: QueryClient, decide: (list: OrderList, status: OrderStatus) => PushOutcome): void {
  for (const query of client.getQueryCache().findAll({ predicate: (query) => contractTab(query.queryKey) !== null })) {
    const status = contractTab(query.queryKey);
    const data = client.getQueryData<OrderPages<ForexOrder>>(query.queryKey);
    if (status === null || !data) continue;
    const outcome = decide(listOf(data), status);
    if (outcome.kind === 'reload') void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    else client.setQueryData<OrderPages<ForexOrder>>(query.queryKey, (shown) => changePages(shown, () => outcome.list));
  }
}

/**
 * The holding orders the last FOREX_TRADE heard here carried: a position the next one no longer carries left the book
 * (closed on another device, or by the server), and leaves the holding tab with it (issue 41, item 1). Order ids are
 * never reused, so what an earlier session's push carried names no order of this one's.
 */
let carried: ReadonlySet<number> | null = null;

pushRule({
  topic: 'FOREX_TRADE',
  matches: (key) => contractTab(key) !== null,
  apply: (client, push) => {
    const before = carried;
    carried = new Set(push.TransOrder.map((position) => position.Id));
    eachTab(client, (list, status) => onTradePush(list, status, push.TransOrder, before));
  },
});

pushRule({
  topic: 'FOREX_CLOSED',
  matches: (key) => contractTab(key) !== null,
  apply: (client, ids) => eachTab(client, (list, status) => onClosedPush(list, status, ids)),
});

// Orders placed, or their stops set, on any of the user's devices: the open tabs read them again.
pushRule({
  topic: 'FOREX_CHANGED',
  matches: (key) => contractTab(key) !== null,
  apply: (client, ids) => eachTab(client, (list, status) => onChangedPush(list, status, ids)),
});
