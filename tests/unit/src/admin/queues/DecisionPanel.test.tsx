import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../../src/admin/api';
import { DecisionPanel } from '../../../../../src/admin/queues/DecisionPanel';
import { queueByKey } from '../../../../../src/admin/queues/registry';

// Nothing moves money on one click in the console (issue 31, defect 4): every decision is confirmed, a payout is
// marked only with the reference it was sent with, and a rejection only with the reason the customer reads.
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

function renderPanel(key: string) {
  const queue = queueByKey(key)!;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <DecisionPanel queue={queue} id={41} onDecided={() => undefined} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({});
});

describe('a decision in the console', () => {
  it('marks a withdrawal paid out only with its payment reference, after a confirmation that repeats it', async () => {
    renderPanel('withdrawals');
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid out' }));
    expect(screen.getByText('Write the bank transfer reference or the transaction hash the payout was sent with.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Payment reference/), { target: { value: ' FT26113012345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('FT26113012345')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid out' }));
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]?.[1]).toEqual({ id: 41, action: 'complete', reason: '', reference: 'FT26113012345' });
  });

  it('asks before approving a deposit, and sends nothing when the operator cancels', async () => {
    renderPanel('charges');
    expect(screen.queryByLabelText(/Payment reference/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(call).not.toHaveBeenCalled();
  });
});
