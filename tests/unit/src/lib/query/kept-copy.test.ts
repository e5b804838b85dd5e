import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiCallError, KeptCopyError } from '../../../../../src/lib/http/errors';
import { orKeptCopy } from '../../../../../src/lib/query/kept-copy';
import { staleSince } from '../../../../../src/lib/query/stale-since';

// The service worker's kept copy of a read (the instrument list offline): shown with the time it is from, never as
// a fresh answer, and never in place of a newer answer the cache already shows.

const KEY = ['trade-list'];
const KEPT_AT = Date.parse('2026-11-28T12:00:00Z');
const keptCopy =
  (list: string[], keptAt = KEPT_AT) =>
  () =>
    Promise.reject(new KeptCopyError('Network error', list, keptAt));

function freshClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('orKeptCopy', () => {
  it('shows the copy at its own time, as not current, when the cache had nothing (a reload offline)', async () => {
    const client = freshClient();
    await client.query({ queryKey: KEY, queryFn: orKeptCopy(client, KEY, keptCopy(['EUR/USD'])) }).catch(() => undefined);
    const query = client.getQueryCache().find({ queryKey: KEY });
    expect(query?.state.data).toEqual(['EUR/USD']);
    expect(query?.state.dataUpdatedAt).toBe(KEPT_AT);
    expect(query?.state.status).toBe('error');
    // The screen's "as of" is the copy's time, even with the network back a moment later.
    expect(query && staleSince(query, true, KEPT_AT + 60_000)).toBe(KEPT_AT);
  });

  it('keeps a newer answer the cache already shows', async () => {
    const client = freshClient();
    const newer = KEPT_AT + 3_600_000;
    client.setQueryData(KEY, ['EUR/USD', 'BTC/USDT'], { updatedAt: newer });
    await client.query({ queryKey: KEY, queryFn: orKeptCopy(client, KEY, keptCopy(['EUR/USD'])), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryData(KEY)).toEqual(['EUR/USD', 'BTC/USDT']);
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(newer);
  });

  it('takes a copy newer than what the cache shows', async () => {
    const client = freshClient();
    client.setQueryData(KEY, ['old'], { updatedAt: KEPT_AT - 86_400_000 });
    await client.query({ queryKey: KEY, queryFn: orKeptCopy(client, KEY, keptCopy(['EUR/USD'])), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryData(KEY)).toEqual(['EUR/USD']);
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(KEPT_AT);
  });

  it('passes a fresh answer and any other failure through untouched', async () => {
    const client = freshClient();
    await expect(client.query({ queryKey: KEY, queryFn: orKeptCopy(client, KEY, () => Promise.resolve(['fresh'])) })).resolves.toEqual([
      'fresh',
    ]);
    const refused = new ApiCallError(1001, 'refused');
    const other = ['other'];
    await expect(client.query({ queryKey: other, queryFn: orKeptCopy(client, other, () => Promise.reject(refused)) })).rejects.toBe(
      refused,
    );
    expect(client.getQueryData(other)).toBeUndefined();
  });
});
