import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEndpoint } from '@common/api/endpoint';
import { getMicroOptions, type MicroOptions } from '@common/api/micro';
import { userProfile, type ClientProfile } from '@common/api/protection';
import { MicroForm } from '../../../../../src/features/trade/MicroForm';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { profile } from '../../shared/protection/fixtures';
import { callsTo, signedInAnswering } from '../../signed-in';
import { instrument } from './fixtures';

// The option form under the client's rules (issue 38): where short-expiry options are not offered to retail clients,
// the screen says why in one paragraph, and there is no form to fill in.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const options: MicroOptions = {
  sec: [{ Id: 1, Seconds: 30, ProfitRatio: '0.8', LimitAmount: '10.00' }],
  number: ['10', '50'],
  loss_level: 0,
};

const EXPLANATION =
  'Short-expiry options are not offered to retail clients in your country of residence. Regulators there ban them for retail clients because most lose money.';

function answering(client: ClientProfile) {
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === getMicroOptions) return options;
    if (endpoint === userProfile) return client;
    return null;
  });
}

describe('the option form', () => {
  beforeEach(() => localStorage.clear());

  it('explains, instead of the form, that options are not offered where the client lives', async () => {
    answering(profile({ options_offered: false }));
    renderScreen(() => <MicroForm item={instrument()} />, '/trade');
    expect(await screen.findByText(EXPLANATION)).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Expiry' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Amount (USD)' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Up/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Down/ })).toBeNull();
  });

  it('is shown where options are offered', async () => {
    answering(profile({ options_offered: true }));
    renderScreen(() => <MicroForm item={instrument()} />, '/trade');
    await waitFor(() => expect(callsTo(call, userProfile)).toHaveLength(1));
    expect(await screen.findByRole('radiogroup', { name: 'Expiry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Up/ })).toBeTruthy();
    expect(screen.queryByText(EXPLANATION)).toBeNull();
  });
});
