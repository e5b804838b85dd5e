import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueClaim } from '@common/api/queue-page';
import type { AnyEndpoint } from '@common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { ClaimPanel } from '../../../../../src/admin/queues/ClaimPanel';
import { queueByKey } from '../../../../../src/admin/queues/registry';
import { operatorSessionAtom, store } from '../../../../../src/admin/store';

// Who works on a waiting request, on its detail (issue 31): claiming it, handing it to an operator whose role
// decides the queue, and taking it over from its holder only after saying so.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role: string | undefined) =>
    role !== undefined && (endpoint.roles ?? ['admin']).includes(role as 'admin'),
}));
const call = vi.mocked(adminApi);
const ME = { id: 7, email: 'me@desk.example', role: 'finance' as const };
const OPERATORS = [
  ME,
  { id: 8, email: 'finance2@desk.example', role: 'finance' },
  { id: 9, email: 'support@desk.example', role: 'support' },
  { id: 10, email: 'viewer@desk.example', role: 'viewer' },
  { id: 11, email: 'boss@desk.example', role: 'admin' },
];

function renderPanel(claim: QueueClaim | null) {
  store.set(operatorSessionAtom, { token: 'operator-token', operator: ME });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ClaimPanel queue={queueByKey('charges')!} id={41} claim={claim} />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

const claims = () => call.mock.calls.filter(([endpoint]) => endpoint.path.endsWith('/claim')).map(([, input]) => input);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint) => Promise.resolve(endpoint.path === '/admin/api/operators' ? OPERATORS : null));
});

describe('who works on a deposit', () => {
  it('is handed only to an operator whose role decides deposits', async () => {
    renderPanel(null);
    expect(screen.getByText('Nobody is working on this yet.')).toBeTruthy();
    const select = screen.getByLabelText('Assign to');
    await within(select).findByRole('option', { name: 'finance2@desk.example' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose an operator', 'me@desk.example', 'finance2@desk.example', 'boss@desk.example']);
    fireEvent.change(select, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(claims()).toEqual([{ id: 41, action: 'assign', operator_id: 8 }]));
  });

  it('held by another operator, is taken over only after a confirmation that the audit log records it', async () => {
    renderPanel({
      operator_id: 8,
      operator_email: 'finance2@desk.example',
      claimed_at: Date.UTC(2026, 2, 10, 9),
      assigned_by: 'boss@desk.example',
    });
    expect(screen.getByText(/finance2@desk\.example is working on this/)).toBeTruthy();
    expect(screen.getByText(/Assigned by boss@desk\.example/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.queryByLabelText('Assign to')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/The audit log records that you took it over/)).toBeTruthy();
    expect(claims()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take over' }));
    await vi.waitFor(() => expect(claims()).toEqual([{ id: 41, action: 'take_over' }]));
  });

  it('held by this operator, may be released', async () => {
    renderPanel({ operator_id: ME.id, operator_email: ME.email, claimed_at: Date.UTC(2026, 2, 10, 9), assigned_by: null });
    expect(screen.getByText(/You are working on this/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    await vi.waitFor(() => expect(claims()).toEqual([{ id: 41, action: 'release' }]));
  });
});
