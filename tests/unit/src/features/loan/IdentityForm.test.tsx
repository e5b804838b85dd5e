import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAreaList } from '@common/api/access';
import type { AnyEndpoint } from '@common/api/endpoint';
import { NO_LOAN_KYC } from '@common/api/loan';
import { IdentityForm } from '../../../../../src/features/loan/IdentityForm';
import { api } from '../../../../../src/lib/http/api';
import { localeAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';
import { signedInAnswering } from '../../signed-in';

// Choosing the country picks its dialling code for the mobile number, so a form that looks complete is complete
// (issue 31, item 6: Hong Kong chosen, no +852, and the submit failed on the mobile number).

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const AREAS = [
  { id: 1, code: 'HK', global_code: '852' },
  { id: 2, code: 'GB', global_code: '44' },
  { id: 3, code: 'SG', global_code: '65' },
];

const empty = NO_LOAN_KYC;

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
