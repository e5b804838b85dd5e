import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getTradeList } from '@common/api/market';
import { getLatestCheckpoint, getTickPublicKey } from '@common/api/ticks';
import type { Checkpoint } from '@common/tick-log';
import { FairPricesScreen } from '../../../../../src/features/fair-prices/FairPricesScreen';
import { api } from '../../../../../src/lib/http/api';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { clockText } from '../../../../../src/shared/tick-proof';
import { renderScreen } from '../../render-screen';

// /mine/fair-prices (issue 37), for guests too: the public key and its fingerprint, the last signature's time, and a
// download of any range of signed ticks.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const KEY = {
  algorithm: 'Ed25519' as const,
  public_key: 'MCowBQYDK2VwAyEAq1w2l3b4k5j6h7g8f9d0s1a2z3x4c5v6b7n8m9',
  pem: '',
  key_id: '0123456789abcdef',
};
const SIGNED_AT = Date.now() - 30_000;
const checkpoint: Checkpoint = {
  id: 3,
  time: SIGNED_AT,
  prev_hash: '0'.repeat(64),
  heads: [],
  hash: 'a'.repeat(64),
  key_id: KEY.key_id,
  signature: '',
};

function answering(latest: Checkpoint | null): void {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => {
    if (endpoint === getTickPublicKey) return Promise.resolve(KEY);
    if (endpoint === getLatestCheckpoint) return Promise.resolve(latest);
    if (endpoint === getTradeList) return Promise.resolve([{ Id: 13, Code: 'BTCUSDT', ShowCode: 'BTC/USDT', PricePrecision: 2 }]);
    return Promise.reject(new Error(`unexpected call to ${endpoint.path}`));
  });
}

beforeEach(() => store.set(sessionAtom, null));
afterEach(() => vi.unstubAllGlobals());

describe('the fair prices page', () => {
  it('shows the public key, its fingerprint in groups of four, and when the log was last signed', async () => {
    answering(checkpoint);
    renderScreen(FairPricesScreen);
    expect((await screen.findByTestId('key-fingerprint')).textContent).toBe('0123 4567 89ab cdef');
    expect(screen.getByTestId('public-key-text').textContent).toBe(KEY.public_key);
    expect((await screen.findByTestId('last-checkpoint')).textContent).toBe(
      `Last signed at ${clockText(SIGNED_AT, 'en', Date.now(), { seconds: true })}`,
    );
    expect(screen.getByText('npx tsx tools/verify-ticks.ts proof.json')).toBeTruthy();
  });

  it('says so before the first checkpoint', async () => {
    answering(null);
    renderScreen(FairPricesScreen);
    expect((await screen.findByTestId('last-checkpoint')).textContent).toBe('No checkpoint signed yet');
  });

  it("downloads the chosen instrument's ticks over the chosen range and format", async () => {
    answering(checkpoint);
    const fetched = vi.fn<(url: string) => Promise<Response>>(() =>
      Promise.resolve(new Response('{"code":3,"msg":"Too many downloads","data":null}', { status: 429 })),
    );
    vi.stubGlobal('fetch', fetched);
    renderScreen(FairPricesScreen);
    await screen.findByRole('option', { name: 'BTC/USDT' });
    fireEvent.change(screen.getByLabelText('Start (your time zone)'), { target: { value: '2026-11-21T16:20' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: String(15 * 60_000) } });
    fireEvent.click(screen.getByRole('radio', { name: 'JSON' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(fetched).toHaveBeenCalled());
    const url = new URL(String(fetched.mock.calls[0]?.[0]));
    const from = new Date('2026-11-21T16:20').getTime();
    expect(url.pathname).toBe('/api/ticks/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      forex_id: '13',
      from: String(from),
      to: String(from + 15 * 60_000),
      format: 'json',
    });
    // A refusal is said on the page in the server's words, not saved as a file.
    expect((await screen.findByRole('alert')).textContent).toBe('Too many downloads');
  });
});
