import { describe, expect, it } from 'vitest';
import { checkBundle } from '../../../../../src/shared/tick-proof/check-bundle';
import { bundleOf, CHECKPOINT_TIME, signedProof } from './proof-fixture';

// A bundle checked as the order detail checks it: against the published key, each settlement with its verdict.

describe('checking a proof bundle', () => {
  it('verifies a proof signed by the published key, with the time of the signed log', async () => {
    const signed = await signedProof();
    expect(await checkBundle(bundleOf(signed), signed.publicKey)).toEqual([
      { state: 'verified', settlement: signed.proof.settlement, signedAt: CHECKPOINT_TIME },
    ]);
  });

  it('names the checks a changed block breaks', async () => {
    const signed = await signedProof();
    const proof = { ...signed.proof, block: { ...signed.proof.block, prev_hash: 'f'.repeat(64) } };
    const [check] = await checkBundle({ ...bundleOf(signed), proofs: [proof] }, signed.publicKey);
    expect(check).toMatchObject({ state: 'broken', failed: ['block_hash'] });
  });

  it('does not trust a bundle signed by another key than the published one', async () => {
    const signed = await signedProof();
    const other = await signedProof();
    const [check] = await checkBundle(bundleOf(signed), other.publicKey);
    expect(check).toMatchObject({ state: 'broken', failed: ['key', 'signature'] });
  });

  it('lists settlements not signed yet beside the proven ones, in the order they happened', async () => {
    const signed = await signedProof();
    const close = { event: 'close' as const, reason: 'manual', order_id: 9, seq: 500, price: '67100', time: CHECKPOINT_TIME + 60_000 };
    const checks = await checkBundle(bundleOf(signed, [close]), signed.publicKey);
    expect(checks.map((check) => check.state)).toEqual(['verified', 'pending']);
  });
});
