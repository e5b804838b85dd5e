import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { CODE } from '@common/envelope';
import type { ProofBundle } from '@common/tick-proof';
import { ApiCallError } from '@/lib/http/errors';
import { useSessionToken } from '@/lib/query';
import { checkBundle, type SettlementCheck } from './check-bundle';
import { tickProofQuery, tickPublicKeyQuery } from './queries';
import type { TradeRef } from './trade-ref';

export type TickProofsState =
  | { kind: 'loading' }
  /** The server has nothing to prove yet (3019): its own words, said calmly. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; bundle: ProofBundle; checks: SettlementCheck[] };

/**
 * A trade's proofs, checked on this device: the bundle, then the published key, then every proof against that key.
 * Nothing is asked while `enabled` is false (a detail sheet that is closed); `revision` names the trade's state.
 */
export function useTickProofs(trade: TradeRef, revision: string, enabled: boolean): TickProofsState {
  const token = useSessionToken();
  const bundleQuery = tickProofQuery(token, trade, revision, enabled);
  const bundle = useQuery(bundleQuery);
  const key = useQuery({ ...tickPublicKeyQuery, enabled: enabled && bundle.data !== undefined });
  const bundleData = bundle.data;
  const publicKey = key.data?.public_key;
  // The verdicts are derived from the two answers: keyed by both (the bundle by when it arrived, since a pending
  // settlement's proof arrives in a later answer), computed once each, and dropped with the session's answers.
  const checks = useQuery({
    queryKey: [...bundleQuery.queryKey, 'checked', publicKey, bundle.dataUpdatedAt],
    queryFn: bundleData && publicKey ? () => checkBundle(bundleData, publicKey) : skipToken,
    staleTime: Infinity,
    // A later answer's verdicts replace the earlier ones when computed, without a moment of "checking" between.
    placeholderData: keepPreviousData,
  });

  if (bundle.error instanceof ApiCallError && bundle.error.code === CODE.NO_TICK_PROOF) {
    return { kind: 'refused', message: bundle.error.message };
  }
  if (bundle.isError || key.isError) {
    return {
      kind: 'failed',
      retry: () => {
        if (bundle.isError) void bundle.refetch();
        if (key.isError) void key.refetch();
      },
    };
  }
  if (bundleData && checks.data) return { kind: 'ready', bundle: bundleData, checks: checks.data };
  return { kind: 'loading' };
}
