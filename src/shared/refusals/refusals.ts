import type { Mutation, MutationCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { atom } from 'jotai';
import { submitMicro } from '@common/api/micro';
import { cancelOrder, closeAllOrders, closeOrder, setStopPrice, submitOrder } from '@common/api/trade';
import { CODE } from '@common/envelope';
import { ApiCallError } from '../../lib/http/errors';

// The attempts the server refused in this session (issue 35): submits, closes, cancels, stop changes, close-all and
// options, each with the server's code and message, when, and on which instrument. Kept in memory only (a jotai atom):
// a reload starts a new session with none. Read from the query cache's mutations, the one write path every such
// call takes (useKeyedMutation, callMutation, the orders' end-order mutation), so no screen has to report its own.

export type RefusalKind = 'order' | 'option' | 'close' | 'cancel' | 'stops' | 'close_all';

export interface Refusal {
  /** Counts up within the session, for React's keys. */
  id: number;
  /** When it was refused (Date.now()). */
  at: number;
  kind: RefusalKind;
  code: number;
  /** The server's message, in the language it was asked in. */
  message: string;
  /** The instrument's display code, when the call names one the cache knows; null otherwise (close-all). */
  instrument: string | null;
}

/** The newest first, at most this many: a session that is refused more has a problem the first ones show. */
export const MAX_REFUSALS = 50;

export const refusalsAtom = atom<readonly Refusal[]>([]);

const BY_PATH: ReadonlyMap<string, RefusalKind> = new Map([
  [submitOrder.path, 'order'],
  [submitMicro.path, 'option'],
  [closeOrder.path, 'close'],
  [cancelOrder.path, 'cancel'],
  [setStopPrice.path, 'stops'],
  [closeAllOrders.path, 'close_all'],
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Which trading action a mutation is, by its key ([method, path], or the orders' ['end-order'] with its kind). */
export function kindOf(key: readonly unknown[] | undefined, variables: unknown): RefusalKind | null {
  if (!key) return null;
  if (key[0] === 'end-order') return isRecord(variables) && variables.kind === 'cancel' ? 'cancel' : 'close';
  return typeof key[1] === 'string' ? (BY_PATH.get(key[1]) ?? null) : null;
}

/** Finds names for the instruments and orders a call mentions, in what the cache holds. */
export interface InstrumentLookup {
  byInstrumentId(id: number): string | null;
  byOrderId(id: number): string | null;
}

/**
 * The refusal a failed mutation is, or null when it is not one: another call, or no answer at all (a network error
 * is the connection's, not a refusal), or the session's end (999, which sends the user to sign in).
 */
export function refusalOf(
  key: readonly unknown[] | undefined,
  variables: unknown,
  error: unknown,
  lookup: InstrumentLookup,
): Omit<Refusal, 'id' | 'at'> | null {
  const kind = kindOf(key, variables);
  if (kind === null || !(error instanceof ApiCallError) || typeof error.code !== 'number') return null;
  if (error.code === CODE.OK || error.code === CODE.NOT_LOGGED_IN) return null;
  const vars = isRecord(variables) ? variables : {};
  const instrument =
    typeof vars.forex_id === 'number'
      ? lookup.byInstrumentId(vars.forex_id)
      : typeof vars.id === 'number'
        ? lookup.byOrderId(vars.id)
        : null;
  return { kind, code: error.code, message: error.message, instrument };
}

/** The newest first, bounded. */
export function withRefusal(list: readonly Refusal[], refusal: Refusal): readonly Refusal[] {
  return [refusal, ...list].slice(0, MAX_REFUSALS);
}

/** An order by id in the cached order lists (any tab, any page), for its instrument's name. */
function findOrder(value: unknown, id: number, depth: number): string | null {
  if (depth > 4 || !isRecord(value)) return null;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = findOrder(entry, id, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (value.Id === id && isRecord(value.ForexTradeLists) && typeof value.ForexTradeLists.ShowCode === 'string') {
    return value.ForexTradeLists.ShowCode;
  }
  for (const field of ['pages', 'data']) {
    const found = findOrder(value[field], id, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function cacheLookup(client: QueryClient): InstrumentLookup {
  return {
    byInstrumentId(id) {
      const list = client.getQueryData(['trade-list']);
      if (!Array.isArray(list)) return null;
      const item: unknown = list.find((entry: unknown) => isRecord(entry) && entry.Id === id);
      return isRecord(item) && typeof item.ShowCode === 'string' ? item.ShowCode : null;
    },
    byOrderId(id) {
      for (const query of client.getQueryCache().findAll({ predicate: (query) => query.queryKey[2] === 'orders' })) {
        const found = findOrder(query.state.data, id, 0);
        if (found !== null) return found;
      }
      return null;
    },
  };
}

type Setter = (update: (list: readonly Refusal[]) => readonly Refusal[]) => void;

let nextId = 1;

/** Records every trading refusal of the cache's mutations from now on; returns the stop. */
export function watchRefusals(client: QueryClient, set: Setter, now: () => number = Date.now): () => void {
  const lookup = cacheLookup(client);
  return client.getMutationCache().subscribe((event: MutationCacheNotifyEvent) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const mutation: Mutation<unknown, unknown> = event.mutation;
    const refusal = refusalOf(mutation.options.mutationKey, mutation.state.variables, event.action.error, lookup);
    if (refusal) set((list) => withRefusal(list, { ...refusal, id: nextId++, at: now() }));
  });
}
