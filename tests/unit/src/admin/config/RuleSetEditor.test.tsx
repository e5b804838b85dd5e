import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleSet } from '../../../../../common/api/admin-protection';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { blankDraft, draftOf } from '../../../../../src/admin/config/rule-set-form';
import { RuleSetEditor } from '../../../../../src/admin/config/RuleSetEditor';
import { renderAsOperator } from '../customers/render';

// The rule-set editor (issue 38) sends what the admin typed, in the wire's terms: caps as whole numbers with the
// empty ones left out (not capped), the close-out level typed in percent as ratio text ("45.5" is "0.455"), and null
// for an empty level (the platform's stop-out level). What the server would refuse is said under the field, and
// nothing is sent.
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

const ESMA = { fx_major: 30, fx_minor: 20, gold: 20, index_major: 20, index_minor: 10, commodity: 10, share: 5, crypto: 2 };
const eu: RuleSet = {
  id: 2,
  name: 'EU/EEA',
  is_default: false,
  countries: ['AT', 'DE', 'FR'],
  leverage_caps: ESMA,
  close_out_level: '0.5',
  retail_options: false,
  copy_trading: true,
  risk_warning: 'full',
  updated_at: 1_764_000_000_000,
};

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sent = () => call.mock.calls.map(([endpoint, input]) => ({ path: endpoint.path, input }));

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) => Promise.resolve((endpoint.method === 'POST' ? [eu] : []) as never));
});

describe('the rule-set editor', () => {
  it('sends a changed cap as a number, leaves out a cleared one and turns the percent into ratio text', async () => {
    renderAsOperator('admin', <RuleSetEditor initial={draftOf(eu)} taken={new Set(['GB'])} onClose={() => undefined} />);
    // The stored level is shown in percent, each class with ESMA's cap beside it.
    expect(field('close_out_percent').value).toBe('50');
    expect(screen.getByText('ESMA: 2:1')).toBeTruthy();
    type('cap_fx_major', '25');
    type('cap_crypto', '');
    type('close_out_percent', '45.5');
    fireEvent.click(screen.getByRole('switch', { name: 'Short-expiry options offered to retail clients' }));
    save();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([
      {
        path: '/admin/api/protection/rule_sets/save',
        input: {
          id: 2,
          name: 'EU/EEA',
          countries: ['AT', 'DE', 'FR'],
          leverage_caps: { fx_major: 25, fx_minor: 20, gold: 20, index_major: 20, index_minor: 10, commodity: 10, share: 5 },
          close_out_level: '0.455',
          retail_options: true,
          copy_trading: true,
          risk_warning: 'full',
        },
      },
    ]);
  });

  it('creates a set with its countries, no caps and the platform level as null', async () => {
    renderAsOperator('admin', <RuleSetEditor initial={blankDraft()} taken={new Set(['GB'])} onClose={() => undefined} />);
    type('name', '  Switzerland ');
    const picker = screen.getByLabelText(/^Add a country/);
    // A country another set holds is not offered: the server keeps a country in one set at most.
    expect(within(picker).queryByText('United Kingdom (GB)')).toBeNull();
    fireEvent.change(picker, { target: { value: 'LI' } });
    fireEvent.change(picker, { target: { value: 'CH' } });
    expect(screen.getByText('Countries (2)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Liechtenstein' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Copy trading offered' }));
    fireEvent.change(screen.getByLabelText('Risk warning'), { target: { value: 'short' } });
    save();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(sent()[0]?.input).toEqual({
      name: 'Switzerland',
      countries: ['CH'],
      leverage_caps: {},
      close_out_level: null,
      retail_options: true,
      copy_trading: false,
      risk_warning: 'short',
    });
  });

  it('says under the field what the server would refuse, and sends nothing', async () => {
    renderAsOperator('admin', <RuleSetEditor initial={draftOf(eu)} taken={new Set()} onClose={() => undefined} />);
    type('cap_share', '1.5');
    type('close_out_percent', '5');
    type('name', ' ');
    save();
    expect(await screen.findByText('A whole multiple from 1 to 1000, or empty for no cap')).toBeTruthy();
    expect(screen.getByText("A percentage from 10 to 100 with up to 2 decimals, or empty for the platform's stop-out level")).toBeTruthy();
    expect(screen.getByText('Give the set a name of up to 60 characters')).toBeTruthy();
    expect(field('cap_share').getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();
    // Corrected, it goes.
    type('cap_share', '5');
    type('close_out_percent', '100');
    type('name', 'EU/EEA');
    save();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(sent()[0]?.input).toMatchObject({ leverage_caps: ESMA, close_out_level: '1' });
  });

  it('keeps the default set without countries', () => {
    renderAsOperator(
      'admin',
      <RuleSetEditor
        initial={draftOf({ ...eu, id: 1, name: 'Default', is_default: true, countries: [] })}
        taken={new Set()}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByLabelText(/^Add a country/)).toBeNull();
    expect(screen.getByText(/It has no countries and cannot be deleted/)).toBeTruthy();
  });
});
