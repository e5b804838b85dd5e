import { queryOptions } from '@tanstack/react-query';
import { getTickProof, getTickPublicKey } from '@common/api/ticks';
import { api } from '@/lib/http/api';
import { sessionKey } from '@/lib/query';
import type { TradeRef } from './trade-ref';

// The verifiable prices' reads (issue 37) that the order details and the fair-prices page share: the signer's public
// key and a trade's proof bundle, one definition each in the one query cache.

/** The key never changes while the server runs with it: asked once a session of the app, kept an hour after last use. */
export const tickPublicKeyQuery = queryOptions({
  queryKey: ['tick-public-key'],
  queryFn: () => api(getTickPublicKey, {}, { silent: true }),
  staleTime: Infinity,
  gcTime: 60 * 60 * 1000,
});

/** A minute's proofs are signed within two minutes of it: a bundle with some still pending is asked again this often. */
export const PENDING_RETRY_MS = 60_000;
/** How many times a pending bundle (or a refusal saying "not signed yet") is asked again before the user must ask. */
export const PENDING_RETRIES = 4;

/**
 * The proofs of one of the user's trades. Silent: a refusal (3019, nothing to prove yet) is told in the section, not
 * toasted. A settled trade's proofs never change once all are in, so the answer is kept while the app runs; one with
 * pending settlements (or refused as not yet signed) is asked again each minute, a few times.
 */
export const tickProofQuery = (token: string | null, trade: TradeRef, revision: string, enabled: boolean) =>
  queryOptions({
    // `revision` names the trade's state (open, parts closed, closed): each change has settlements of its own to prove.
    queryKey: sessionKey(token, 'tick-proof', trade, revision),
    queryFn: () => api(getTickProof, trade, { silent: true }),
    enabled: enabled && token !== null,
    staleTime: Infinity,
    refetchInterval: (query) => {
      const { data, error, dataUpdateCount, errorUpdateCount } = query.state;
      const waiting = data ? data.pending.length > 0 : error !== null;
      return waiting && dataUpdateCount + errorUpdateCount <= PENDING_RETRIES ? PENDING_RETRY_MS : false;
    },
  });
