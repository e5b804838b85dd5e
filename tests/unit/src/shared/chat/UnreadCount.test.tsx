import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chatUnread, type SupportChatPush } from '@common/api/chat';
import { chatDeviceId } from '../../../../../src/shared/chat/chat-device';
import { UnreadCount } from '../../../../../src/shared/chat/UnreadCount';
import { api } from '../../../../../src/lib/http/api';
import { queryClient } from '../../../../../src/lib/query/client';
import { sessionAtom, store } from '../../../../../src/lib/store';

// The unread count on the chat buttons (home header, account centre): the server's count when shown, then each
// SUPPORT_CHAT push's; nothing at zero, "99+" past 99; a guest asks with the device id it keeps, never a session.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
const listeners = vi.hoisted(() => new Map<string, (data: unknown) => void>());
vi.mock('../../../../../src/lib/socket', () => ({
  socketClient: {
    subscribe: (topic: string, onPush: (data: unknown) => void) => {
      listeners.set(topic, onPush);
      return () => listeners.delete(topic);
    },
  },
}));
const call = vi.mocked(api);

function show(): void {
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <UnreadCount corner />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
}

const push = (unread: number): SupportChatPush => ({
  message: { id: unread, conversation_id: 1, sender: 1, body: 'Hello', image: '', created_at: 1 },
  status: 0,
  unread,
});

beforeEach(() => {
  queryClient.clear();
  call.mockReset();
  store.set(sessionAtom, null);
});

describe('the chat buttons’ unread count', () => {
  it('shows the user’s count, then follows the SUPPORT_CHAT pushes, and is gone at zero', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);
    call.mockResolvedValue({ unread: 2 });
    show();
    expect(await screen.findByTestId('chat-unread')).toHaveProperty('textContent', '2');
    expect(call).toHaveBeenCalledWith(chatUnread, {}, { silent: true });
    await waitFor(() => expect(listeners.has('SUPPORT_CHAT')).toBe(true));

    act(() => listeners.get('SUPPORT_CHAT')!(push(150)));
    await waitFor(() => expect(screen.getByTestId('chat-unread').textContent).toBe('99+'));
    expect(screen.getByLabelText('99+ unread messages')).toBeTruthy();
    act(() => listeners.get('SUPPORT_CHAT')!(push(0)));
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());
  });

  it('asks for a guest’s count with the device id it keeps, the same on every ask', async () => {
    call.mockResolvedValue({ unread: 1 });
    show();
    expect((await screen.findByTestId('chat-unread')).textContent).toBe('1');
    const device = chatDeviceId();
    expect(device).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
    expect(call).toHaveBeenCalledWith(chatUnread, { device_id: device }, { silent: true });
    expect(chatDeviceId()).toBe(device);
  });
});
