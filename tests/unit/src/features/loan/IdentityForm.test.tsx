import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAreaList } from '@common/api/access';
import type { AnyEndpoint } from '@common/api/endpoint';
import { loanKycSubmit, NO_LOAN_KYC, type OwnLoanKyc } from '@common/api/loan';
import { LOAN_KYC_STATUS } from '@common/loan';
import { IdentityForm } from '../../../../../src/features/loan/IdentityForm';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';

// Choosing the country picks its dialling code for the mobile number, so a form that looks complete is complete
// (issue 31, item 6: Hong Kong chosen, no +852, and the submit failed on the mobile number).

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const AREAS = [
  { id: 1, code: 'HK', global_code: '852' },
  { id: 2, code: 'GB', global_code: '44' },
  { id: 3, code: 'SG', global_code: '65' },
];

const empty: OwnLoanKyc = { ...NO_LOAN_KYC, verified: null };

beforeEach(() => {
  store.set(localeAtom, 'en');
  signedInAnswering(call, (endpoint: AnyEndpoint) => (endpoint === getAreaList ? AREAS : {}));
});

const areaCode = () => screen.getByLabelText<HTMLSelectElement>('Area code');

describe('the loan identity form', () => {
  it('sets the area code of the country chosen, and follows a change of country', async () => {
    renderScreen(() => <IdentityForm kyc={empty} onSent={() => undefined} />);
    const country = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Country or region' });
    await screen.findAllByRole('option', { name: /Hong Kong/ });
    fireEvent.change(country, { target: { value: 'HK' } });
    expect(areaCode().value).toBe('1');
    fireEvent.change(country, { target: { value: 'SG' } });
    expect(areaCode().value).toBe('3');
  });

  it('keeps an area code the user chose for a number from elsewhere', async () => {
    renderScreen(() => <IdentityForm kyc={empty} onSent={() => undefined} />);
    const country = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Country or region' });
    await screen.findAllByRole('option', { name: /Hong Kong/ });
    fireEvent.change(country, { target: { value: 'HK' } });
    fireEvent.change(areaCode(), { target: { value: '2' } });
    fireEvent.change(country, { target: { value: 'SG' } });
    expect(areaCode().value).toBe('2');
  });
});

// Issue 31, item 6: the loan identity form retyped what the real-name check had verified. With a verified identity
// its name and ID number are shown as that identity's, not to be edited, and left to the server to fill in.
describe('the loan identity form of a customer with a verified identity', () => {
  // Sent back after a review, with a name and number typed before the identity was verified.
  const sentBack: OwnLoanKyc = {
    ...NO_LOAN_KYC,
    status: LOAN_KYC_STATUS.rejected,
    reason: 'The photo is blurred',
    name: 'Chan',
    last_name: 'Tai Man',
    sex: 1,
    birthday: '1988-04-02',
    country: 'HK',
    mobile: '852-91234567',
    id_card_type: 1,
    id_number: 'A1234567',
    hand_pic: '/api/common/upload/hand.png',
    address: '1 Queen Street, Central, Hong Kong',
    submitted_at: 1,
    verified: { name: 'Chan Tai Man', id_number: 'A7654321' },
  };

  it('shows the verified name and ID number as from the verified identity, with nothing to type for them', async () => {
    renderScreen(() => <IdentityForm kyc={sentBack} onSent={() => undefined} />);
    const verified = await screen.findByRole('region', { name: 'From your verified identity' });
    expect(within(verified).getByText('Chan Tai Man')).toBeTruthy();
    expect(within(verified).getByText('A7654321')).toBeTruthy();
    for (const label of ['First name', 'Last name', 'ID number']) expect(screen.queryByRole('textbox', { name: label })).toBeNull();
  });

  it('sends the rest of the form and leaves the name and ID number to the server', async () => {
    renderScreen(() => <IdentityForm kyc={sentBack} onSent={() => undefined} />);
    await screen.findAllByRole('option', { name: /Hong Kong/ });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(callsTo(call, loanKycSubmit)).toHaveLength(1));
    const [[, sent]] = callsTo(call, loanKycSubmit) as [[unknown, Record<string, unknown>]];
    expect(sent).toMatchObject({ country: 'HK', mobile: '852-91234567', address: '1 Queen Street, Central, Hong Kong' });
    expect(sent).not.toHaveProperty('name');
    expect(sent).not.toHaveProperty('last_name');
    expect(sent).not.toHaveProperty('id_number');
  });

  it('still asks for them when the identity is not verified', async () => {
    renderScreen(() => <IdentityForm kyc={{ ...sentBack, verified: null }} onSent={() => undefined} />);
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Last name' })).value).toBe('Chan');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'ID number' }).value).toBe('A1234567');
    expect(screen.queryByRole('region', { name: 'From your verified identity' })).toBeNull();
  });
});
