import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerNote } from '../../../../../common/api/admin-customer-care';
import type { AnyEndpoint } from '../../../../../common/api/endpoint';
import { adminApi } from '../../../../../src/admin/api';
import { NotesPanel } from '../../../../../src/admin/customers/NotesPanel';
import { renderAsOperator } from './render';

// Operators' notes on a customer (issue 31): listed as the server sends them (newest first), each with its author
// and time, the text shown as text; a new note is sent trimmed, and an empty one is not sent.
vi.mock('../../../../../src/admin/api', () => ({
  adminApi: vi.fn(),
  allows: (endpoint: AnyEndpoint, role?: string) => role !== undefined && (endpoint.roles ?? ['admin']).includes(role as never),
}));
const call = vi.mocked(adminApi);

const notes: CustomerNote[] = [
  {
    id: 2,
    user_id: 42,
    operator_email: 'finance@example.com',
    body: 'Statement received.\nMatches the deposit.',
    created_at: 1_764_000_060_000,
  },
  { id: 1, user_id: 42, operator_email: 'care@example.com', body: '<script>alert(1)</script> called twice', created_at: 1_764_000_000_000 },
];

const sent = () => call.mock.calls.filter(([endpoint]) => endpoint.method === 'POST').map(([, input]) => input);

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: AnyEndpoint) =>
    Promise.resolve((endpoint.method === 'GET' ? { data: notes, total: 2 } : notes[0]) as never),
  );
});

describe('customer notes', () => {
  it('list newest first with author and time, as text', async () => {
    renderAsOperator('viewer', <NotesPanel customerId={42} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('finance@example.com'),
      expect.stringContaining('care@example.com'),
    ]);
    expect(screen.getByText('<script>alert(1)</script> called twice')).toBeTruthy();
    // A viewer reads them but writes none.
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('are added trimmed, and an empty one is not sent', async () => {
    renderAsOperator('support', <NotesPanel customerId={42} />);
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Write the note first.')).toBeTruthy();
    expect(sent()).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^New note/), { target: { value: '  Asked for the source of funds.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(sent()).toEqual([{ id: 42, body: 'Asked for the source of funds.' }]));
  });
});
