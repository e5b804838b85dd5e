import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getTickProof, getTickPublicKey, type TickPublicKey } from '@common/api/ticks';
import { CODE } from '@common/envelope';
import type { ProofBundle } from '@common/tick-proof';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { clockText, TickProofSection } from '../../../../../src/shared/tick-proof';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { bundleOf, CHECKPOINT_TIME, signedProof, type SignedProof } from './proof-fixture';

// The price proof of an order's detail (issue 37): each settled tick checked on the device against the published key,
// verified with the time of the signed log, or not verified naming the check that broke; a refusal said calmly.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const published = (signed: SignedProof): TickPublicKey => ({
  algorithm: 'Ed25519',
  public_key: signed.publicKey,
  pem: '',
  key_id: signed.keyId,
});

function answering(bundle: ProofBundle | Error, key: TickPublicKey): void {
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === getTickProof) return bundle instanceof Error ? Promise.reject(bundle) : bundle;
    if (endpoint === getTickPublicKey) return key;
    throw new Error(`unexpected call to ${endpoint.path}`);
  });
}

const show = (enabled = true) =>
  renderScreen(() => <TickProofSection trade={{ order_id: 9 }} revision="3-0" enabled={enabled} precision={2} tag="en" />);

let signed: SignedProof;
beforeEach(async () => {
  signed = await signedProof();
});

describe('the price proof', () => {
  it('says a valid proof is verified, with the time of the signed log, and offers its download', async () => {
    answering(bundleOf(signed), published(signed));
    show();
    const when = clockText(CHECKPOINT_TIME, 'en', Date.now());
    expect(await screen.findByText(`Verified: this price is in the signed log of ${when}`)).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('67,001.25')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the proof' })).toBeTruthy();
    expect(callsTo(call, getTickProof)[0]?.[1]).toEqual({ order_id: 9 });
  });

  it('names the broken check of a tampered proof', async () => {
    const tampered = {
      ...signed.proof,
      checkpoint: {
        ...signed.proof.checkpoint,
        signature: signed.proof.checkpoint.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      },
    };
    answering({ ...bundleOf(signed), proofs: [tampered] }, published(signed));
    show();
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(screen.getByText("The signature does not hold for this checkpoint and Meridian's key.")).toBeTruthy();
    expect(screen.queryByText(/^Verified/)).toBeNull();
  });

  it('names a changed block', async () => {
    const changed = { ...signed.proof, block: { ...signed.proof.block, count: 4 } };
    answering({ ...bundleOf(signed), proofs: [changed] }, published(signed));
    show();
    expect(await screen.findByText('Not verified')).toBeTruthy();
    expect(screen.getByText("The minute's block does not match its fingerprint (hash).")).toBeTruthy();
  });

  it('checks against the published key, not the one the bundle carries', async () => {
    const other = await signedProof();
    answering(bundleOf(signed), published(other));
    show();
    expect(await screen.findByText('The log was signed with another key than the one Meridian publishes.')).toBeTruthy();
  });

  it('says a settlement whose minute is not signed yet will be within two minutes', async () => {
    const close = { event: 'close' as const, reason: 'manual', order_id: 9, seq: 900, price: '67100', time: CHECKPOINT_TIME + 90_000 };
    answering(bundleOf(signed, [close]), published(signed));
    show();
    expect(await screen.findByText('Signed within two minutes')).toBeTruthy();
    expect(screen.getByText('Close')).toBeTruthy();
  });

  it("shows a refusal (3019) in the server's words, calmly", async () => {
    answering(new ApiCallError(CODE.NO_TICK_PROOF, 'The price log of this minute is not signed yet.'), published(signed));
    show();
    const note = await screen.findByText('The price log of this minute is not signed yet.');
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download the proof' })).toBeNull();
  });

  it('asks nothing while the detail is closed', async () => {
    answering(bundleOf(signed), published(signed));
    show(false);
    expect(await screen.findByText('Checking the prices…')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
