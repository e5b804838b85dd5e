import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { isKept, keepAnswers, keptState, restoreAnswers, type AnswerStore } from '../../../../../src/lib/query/persist';

// The answers kept for an offline reload: the named reads only, answers that arrived only (a later failed refetch
// keeps the last one), the first page of a paged list, and never another session's (issue 19: one user must never see another's data after logout/login).

const ALICE = 'token-alice';
const BOB = 'token-bob';

function memoryStore(): AnswerStore & { saved: () => DehydratedState | undefined } {
  let saved: DehydratedState | undefined;
  return {
    read: () => Promise.resolve(saved && structuredClone(saved)),
    write: (state) => {
      saved = structuredClone(state);
      return Promise.resolve();
    },
    saved: () => saved,
  };
}

function filled(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['trade-list'], [{ Id: 1, Code: 'BTCUSDT' }]);
  client.setQueryData(['categories', 'en'], [{ Id: 2 }]);
  client.setQueryData(['session', ALICE, 'balance'], [{ balance: '100.00' }]);
  client.setQueryData(['session', ALICE, 'orders', 1], { pages: [{ page: 1 }, { page: 2 }], pageParams: [1, 2] });
  client.setQueryData(['session', ALICE, 'identity'], { name: 'not a kept kind' });
  client.setQueryData(['captcha', 1], 'not kept');
  return client;
}

const keys = (state: DehydratedState | undefined) => (state?.queries ?? []).map((query) => query.queryKey);

describe('kept answers', () => {
  it('keeps the named reads of the current session, a paged list cut to its first page', () => {
    const state = keptState(filled(), ALICE);
    expect(keys(state)).toEqual([['trade-list'], ['categories', 'en'], ['session', ALICE, 'balance'], ['session', ALICE, 'orders', 1]]);
    const orders = state.queries.find((query) => query.queryKey[2] === 'orders');
    expect(orders?.state.data).toEqual({ pages: [{ page: 1 }], pageParams: [1] });
  });

  it("keeps no user's answers for a guest, and none of another session's", () => {
    expect(keys(keptState(filled(), null))).toEqual([['trade-list'], ['categories', 'en']]);
    expect(keys(keptState(filled(), BOB))).toEqual([['trade-list'], ['categories', 'en']]);
    expect(isKept(['session', null, 'balance'], null)).toBe(false);
  });

  it('puts back only what the session now signed in may see, with the time each answer is from', async () => {
    const store = memoryStore();
    const before = filled();
    await store.write(keptState(before, ALICE));
    const sentAt = before.getQueryState(['session', ALICE, 'balance'])?.dataUpdatedAt;

    const bobs = new QueryClient();
    await restoreAnswers(bobs, store, BOB);
    expect(bobs.getQueryData(['session', ALICE, 'balance'])).toBeUndefined();
    expect(bobs.getQueryData(['trade-list'])).toEqual([{ Id: 1, Code: 'BTCUSDT' }]);

    const alices = new QueryClient();
    await restoreAnswers(alices, store, ALICE);
    expect(alices.getQueryData(['session', ALICE, 'balance'])).toEqual([{ balance: '100.00' }]);
    expect(alices.getQueryState(['session', ALICE, 'balance'])?.dataUpdatedAt).toBe(sentAt);
  });

  it('writes after an answer arrives, and a sign-out (the removal) writes the session out', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const store = memoryStore();
      let token: string | null = ALICE;
      const keeper = keepAnswers(client, store, () => token, 100);
      client.setQueryData(['session', ALICE, 'balance'], [{ balance: '5.00' }]);
      expect(store.saved()).toBeUndefined();
      await vi.advanceTimersByTimeAsync(100);
      expect(keys(store.saved())).toEqual([['session', ALICE, 'balance']]);

      token = null;
      client.removeQueries({ queryKey: ['session'] });
      await vi.advanceTimersByTimeAsync(100);
      expect(keys(store.saved())).toEqual([]);
      keeper.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the last answer of a read whose refetch failed (offline), as an answer, from the time it arrived', async () => {
    const client = filled();
    const arrivedAt = client.getQueryState(['session', ALICE, 'balance'])?.dataUpdatedAt;
    // Offline: the screen asks again and the call fails; the cache still holds the last answer, in an error state.
    await client
      .query({ queryKey: ['session', ALICE, 'balance'], queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(['session', ALICE, 'balance'])?.status).toBe('error');

    const store = memoryStore();
    await store.write(keptState(client, ALICE));
    const restored = new QueryClient();
    await restoreAnswers(restored, store, ALICE);
    expect(restored.getQueryData(['session', ALICE, 'balance'])).toEqual([{ balance: '100.00' }]);
    expect(restored.getQueryState(['session', ALICE, 'balance'])).toMatchObject({
      status: 'success',
      error: null,
      dataUpdatedAt: arrivedAt,
    });
  });

  it('a stored copy that is not a cache state (an older app, a broken row) is ignored', async () => {
    const client = new QueryClient();
    await restoreAnswers(client, { read: () => Promise.resolve({ nonsense: true }), write: () => Promise.resolve() }, ALICE);
    await restoreAnswers(client, { read: () => Promise.reject(new Error('no IndexedDB')), write: () => Promise.resolve() }, ALICE);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
