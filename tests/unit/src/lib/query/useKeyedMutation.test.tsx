import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transfer } from '@common/api/wallet';
import { api } from '../../../../../src/lib/http/api';
import { ApiCallError } from '../../../../../src/lib/http/errors';
import { useKeyedMutation } from '../../../../../src/lib/query/useKeyedMutation';

// The one write path for calls that move money: which Idempotency-Key each press carries, what the caller sees
// while it is sent, and that nothing is held back to be sent later.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

afterEach(() => {
  call.mockReset();
});

function keyedTransfer(onSuccess?: () => unknown) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useKeyedMutation(transfer, onSuccess), { wrapper });
}

const params = { from: 1, to: 3, amount: '10.00' } as unknown as Parameters<typeof api<typeof transfer>>[1];
const keysSent = () => call.mock.calls.map(([, , options]) => options?.idempotencyKey);

describe('useKeyedMutation', () => {
  it('sends the same key again after a lost answer, so a retried press acts once', async () => {
    call.mockRejectedValueOnce(new ApiCallError('ERR_NETWORK', 'Network error')).mockResolvedValueOnce(null);
    const { result } = keyedTransfer();
    await act(() => result.current.mutateAsync(params).catch(() => undefined));
    await act(() => result.current.mutateAsync(params));
    const [first, second] = keysSent();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('sends a new key after a refusal (it acted on nothing) and after a success', async () => {
    call.mockRejectedValueOnce(new ApiCallError(3001, 'The market is closed')).mockResolvedValueOnce(null).mockResolvedValueOnce(null);
    const { result } = keyedTransfer();
    await act(() => result.current.mutateAsync(params).catch(() => undefined));
    await act(() => result.current.mutateAsync(params));
    await act(() => result.current.mutateAsync(params));
    const [refused, accepted, next] = keysSent();
    expect(new Set([refused, accepted, next]).size).toBe(3);
  });

  it('stays pending until what follows the answer is done, and a failure there does not make the action an error', async () => {
    call.mockResolvedValueOnce(null);
    let leave: () => void = () => undefined;
    const afterwards = vi.fn(() => new Promise<void>((_resolve, reject) => (leave = () => reject(new Error('navigation cancelled')))));
    const { result } = keyedTransfer(afterwards);
    act(() => result.current.mutate(params));
    await waitFor(() => expect(afterwards).toHaveBeenCalledOnce());
    // The server has acted; the button stays busy while the screen moves on.
    expect(result.current.isPending).toBe(true);
    act(() => leave());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('is pending while the call runs, runs the spinner and the success toast, and tells the caller', async () => {
    let answer: (value: null) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const placed = vi.fn();
    const { result } = keyedTransfer(placed);
    act(() => result.current.mutate(params));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(call.mock.calls[0]?.[2]).toMatchObject({ loading: true, toastSuccess: true });
    act(() => answer(null));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(placed).toHaveBeenCalledOnce();
  });

  it('sends at once while offline rather than holding the call back for later', async () => {
    onlineManager.setOnline(false);
    try {
      call.mockRejectedValueOnce(new ApiCallError('ERR_NETWORK', 'Network error'));
      const { result } = keyedTransfer();
      await act(() => result.current.mutateAsync(params).catch(() => undefined));
      expect(call).toHaveBeenCalledOnce();
      expect(result.current.isPaused).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('sends every try a screen makes of one action (a step-up resends it, issue 33) with the same key', async () => {
    call.mockRejectedValueOnce(new ApiCallError(9002, 'Please confirm it is you')).mockResolvedValueOnce(null);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useKeyedMutation(transfer, undefined, (send, sent) => send(sent, true).catch(() => send(sent))), {
      wrapper,
    });
    await act(() => result.current.mutateAsync(params));
    const [first, second] = keysSent();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(call.mock.calls.map(([, , options]) => options?.silent)).toEqual([true, undefined]);
  });
});
