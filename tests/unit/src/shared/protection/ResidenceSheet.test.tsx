import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAreaList } from '@common/api/access';
import type { AnyEndpoint } from '@common/api/endpoint';
import { setResidence } from '@common/api/protection';
import { api } from '../../../../../src/lib/http/api';
import { clientProfileQuery, ResidenceSheet } from '../../../../../src/shared/protection';
import { renderScreen } from '../../render-screen';
import { callsTo, signedInAnswering } from '../../signed-in';
import { profile } from './fixtures';

// The residence question (issue 38): a country from the area list (one per country, though the list has a row per
// dialling code), said once; the answer is the client's new profile, which every screen then reads.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const AREAS = [
  { id: 1, code: 'hk', global_code: '852' },
  { id: 2, code: 'DE', global_code: '49' },
  { id: 3, code: 'US', global_code: '1' },
  { id: 4, code: 'US', global_code: '1340' },
];

beforeEach(() => {
  signedInAnswering(call, (endpoint: AnyEndpoint) => {
    if (endpoint === getAreaList) return AREAS;
    if (endpoint === setResidence) return profile({ residence: 'DE' });
    return null;
  });
});

describe('the residence sheet', () => {
  it('says it is asked once, offers each country once, and sends nothing until one is chosen', async () => {
    renderScreen(() => <ResidenceSheet open onClose={() => undefined} />);
    expect(await screen.findByText('We ask this once. To change it later, contact customer service.')).toBeTruthy();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country of residence' });
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect([...select.options].map((option) => option.value).sort()).toEqual(['', 'DE', 'HK', 'US']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose your country of residence')).toBeTruthy();
    expect(callsTo(call, setResidence)).toHaveLength(0);
  });

  it('sends the country chosen, keeps the new profile and closes', async () => {
    const closed = vi.fn();
    const cache = renderScreen(() => <ResidenceSheet open onClose={closed} />);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Country of residence' });
    await waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    fireEvent.change(select, { target: { value: 'DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(callsTo(call, setResidence).map(([, input]) => input)).toEqual([{ country: 'DE' }]);
    expect(cache.getQueryData(clientProfileQuery('token-1').queryKey)?.residence).toBe('DE');
  });
});
