import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAreaList } from '@common/api/access';
import type { AnyEndpoint } from '@common/api/endpoint';
import { setResidence, userProfile, type ClientProfile } from '@common/api/protection';
import { forexDetail, submitOrder } from '@common/api/trade';
import { ContractForm } from '../../../../../src/features/trade/ContractForm';
import { api } from '../../../../../src/lib/http/api';
import { renderScreen } from '../../render-screen';
import { profile } from '../../shared/protection/fixtures';
import { callsTo, signedInAnswering } from '../../signed-in';
import { instrument } from './fixtures';

// The contract form under the client's rules (issue 38): the leverage picker offers only the multiples the caps of the
// instrument's asset class allow, and a real account that has not said where it lives is asked before its first order.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

// BTC/USDT offers ×2, ×5 and ×10; it is crypto, capped at 5 by the fixture's rules.
const item = instrument();

const account = {
  balance: '1000.00',
  lockBalance: '0.00',
  ProfitsTotal: '0.00',
  CautionMoneyAll: '0.00',
  Equity: '1000.00',
  HazardRate: '0.00',
  PrepaymentRatio: '0',
  TradeFeeType: 1,
};

function answering(client: ClientProfile) {
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === forexDetail) return account;
    if (endpoint === userProfile) return client;
    if (endpoint === getAreaList) return [{ id: 7, code: 'DE', global_code: '49' }];
    if (endpoint === setResidence) return { ...client, residence: 'DE' };
    if (endpoint === submitOrder) return { Id: 1 };
    return null;
  });
}

const multiples = () =>
  within(screen.getByRole('radiogroup', { name: 'Multiple' }))
    .getAllByRole('radio')
    .map((radio) => radio.textContent);

describe('the leverage picker', () => {
  beforeEach(() => answering(profile()));

  it('offers only the multiples at or under the cap of the instrument asset class', async () => {
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(multiples()).toEqual(['×2', '×5']));
    expect(screen.getByRole('radio', { name: '×2' }).getAttribute('aria-checked')).toBe('true');
  });

  it('offers every multiple when the class is not capped', async () => {
    answering(profile({ leverage_caps: {} }));
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(callsTo(call, userProfile)).toHaveLength(1));
    await waitFor(() => expect(multiples()).toEqual(['×2', '×5', '×10']));
  });
});

describe('the first order of a real account without a residence', () => {
  beforeEach(() => answering(profile({ residence: null })));

  it('asks where the client lives before anything is sent, and sends the country chosen', async () => {
    renderScreen(() => <ContractForm item={item} />, '/trade');
    await waitFor(() => expect(callsTo(call, userProfile)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const sheet = await screen.findByRole('dialog', { name: 'Your country of residence' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(call, submitOrder)).toHaveLength(0);
    fireEvent.change(await within(sheet).findByRole('combobox', { name: 'Country of residence' }), { target: { value: 'DE' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(call, setResidence).map(([, input]) => input)).toEqual([{ country: 'DE' }]));
    // The order itself waits for another tap, on the form as the new rules draw it.
    expect(callsTo(call, submitOrder)).toHaveLength(0);
  });
});
