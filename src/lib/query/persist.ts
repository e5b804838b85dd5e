import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

// The last answers a screen needs, kept on the device so a reload with the network gone still shows them (issue 19).
// Why the query cache is kept, and not the service worker's HTTP answers: the cache knows when each answer arrived
// (the "as of" a screen shows), it already shows the kept answer at once and replaces it with the fresh one in the
// same view (stale while revalidate where the screen can tell), and its keys already carry the session's token, so
// one user's answers are never another's. A service worker copy of per-user calls would be a second cache that
// answers an online reload with old balances the screen cannot tell apart from fresh ones.
//
// What is kept: only the reads named below (public lists, and the signed-in user's balances, open orders, option
// orders, ledger and watchlist), only answers that arrived (the last one stays kept when a later refetch fails), only the
// first page of a paged list, and of the per-user answers only the current session's. Signing out removes a session's queries, and the next write leaves them out.

/** Where the dehydrated state is written and read back; IndexedDB through Dexie in the app, a map in tests. */
export interface AnswerStore {
  read(): Promise<unknown>;
  write(state: DehydratedState): Promise<void>;
}

const PUBLIC_KEYS = new Set(['trade-list', 'categories', 'micro-options']);
const SESSION_PARTS = new Set(['balance', 'contract-detail', 'profits', 'orders', 'micro-orders', 'ledger', 'watchlist']);

/** Whether answers under this key are of a kind that is kept, whoever's they are. */
function isKeptKind(key: QueryKey): boolean {
  const [head, , part] = key;
  if (typeof head === 'string' && PUBLIC_KEYS.has(head)) return true;
  return head === 'session' && typeof part === 'string' && SESSION_PARTS.has(part);
}

/** Whether an answer under this key is kept for the session holding `token` (null: a guest, who keeps no user's). */
export function isKept(key: QueryKey, token: string | null): boolean {
  if (!isKeptKind(key)) return false;
  return key[0] !== 'session' || (token !== null && key[1] === token);
}

interface PagedData {
  pages: unknown[];
  pageParams: unknown[];
}

const isPaged = (data: unknown): data is PagedData =>
  typeof data === 'object' && data !== null && Array.isArray((data as PagedData).pages) && Array.isArray((data as PagedData).pageParams);

type KeptQuery = DehydratedState['queries'][number];

/**
 * A kept answer as it arrived: a refetch that failed since (offline, the usual case) leaves the cache's query in an
 * error state over the same data, and neither that error nor its retry count belongs to the answer kept.
 */
function asAnswer(query: KeptQuery): KeptQuery {
  const state = { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null };
  const data = state.data;
  if (isPaged(data) && data.pages.length > 1) state.data = { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
  return { ...query, state };
}

/**
 * The kept part of the cache: the named answers of this session, a paged list cut to its first page. An answer
 * stays kept when a later refetch fails: the last answer is what an offline reload must show, and a write made
 * while offline (another answer arriving, the page being hidden) would otherwise drop it.
 */
export function keptState(client: QueryClient, token: string | null): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query: Query) => query.state.data !== undefined && isKept(query.queryKey, token),
    shouldDehydrateMutation: () => false,
  });
  return { ...state, queries: state.queries.map(asAnswer) };
}

const isState = (value: unknown): value is DehydratedState =>
  typeof value === 'object' && value !== null && Array.isArray((value as DehydratedState).queries);

/**
 * Puts the kept answers back into the cache (before the first paint), only those the current session may see: a
 * copy written by another tab, or before a sign-out that did not get to write, is filtered here too.
 */
export async function restoreAnswers(client: QueryClient, store: AnswerStore, token: string | null): Promise<void> {
  const stored = await store.read().catch(() => undefined);
  if (!isState(stored)) return;
  hydrate(client, { mutations: [], queries: stored.queries.filter((query) => isKept(query.queryKey, token)) });
}

/** How long changes gather before one write: a burst of answers (a screen's entry) is written once. */
export const WRITE_DELAY_MS = 100;

/**
 * Writes the kept answers after each change to them (debounced; a removal too, so a sign-out's removal is written).
 * `flush` writes at once (sign-out, the page being hidden).
 */
export function keepAnswers(
  client: QueryClient,
  store: AnswerStore,
  token: () => string | null,
  delayMs: number = WRITE_DELAY_MS,
): { flush: () => Promise<void>; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    return store.write(keptState(client, token())).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const changed = event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success');
    const key = (event.query as Query).queryKey;
    if (!changed || !isKeptKind(key)) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  });
  return {
    flush,
    stop: () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    },
  };
}
