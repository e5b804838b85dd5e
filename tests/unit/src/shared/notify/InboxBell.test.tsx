import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUnreadCount, type InboxEntry } from '@common/api/notify';
import { api } from '../../../../../src/lib/http/api';
import { queryClient } from '../../../../../src/lib/query/client';
import { sessionAtom, store } from '../../../../../src/lib/store';
import { InboxBell } from '../../../../../src/shared/notify';
import { mountRouter } from '../../render-screen';

// The inbox's bell (home header, account centre): the unread count in its name and over its corner, none at zero,
// "99+" past 99; each NOTIFY push raises it; a guest sees no bell and asks nothing.

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
  const router = createRouter({
    routeTree: createRootRoute({ component: InboxBell }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  // The app's one cache: the NOTIFY rule applies pushes to it.
  mountRouter(router, queryClient);
}

const push = (id: number, read = false): InboxEntry => ({
  id,
  kind: 'security_change',
  detail: { event: 'password_changed' },
  link: null,
  created_at: 1,
  read,
});

beforeEach(() => {
  queryClient.clear();
  call.mockReset();
  listeners.clear();
  store.set(sessionAtom, null);
});

const signIn = () => store.set(sessionAtom, { token: 'token-1', user: { uid: 1, email: 'ann@example.com', is_demo: 0 } } as never);

describe('the inbox bell', () => {
  it('shows the unread count in its name and over its corner, and opens the inbox', async () => {
    signIn();
    call.mockResolvedValue({ unread: 3 });
    show();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/mine/inbox');
    expect(screen.getByTestId('inbox-unread').textContent).toBe('3');
    expect(call).toHaveBeenCalledWith(getUnreadCount, {}, { silent: true });
  });

  it('hides the count at zero, and shows "99+" past 99', async () => {
    signIn();
    call.mockResolvedValue({ unread: 0 });
    show();
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('inbox-unread')).toBeNull();
    act(() => {
      queryClient.setQueryData(['session', 'token-1', 'notify', 'unread'], { unread: 120 });
    });
    expect((await screen.findByTestId('inbox-unread')).textContent).toBe('99+');
    expect(screen.getByRole('link', { name: 'Notifications, 99+ unread' })).toBeTruthy();
  });

  it('counts each new unread entry pushed on NOTIFY, and has the inbox asked again', async () => {
    signIn();
    call.mockResolvedValue({ unread: 1 });
    show();
    const inbox = ['session', 'token-1', 'notify', 'inbox'];
    queryClient.setQueryData(inbox, { pages: [], pageParams: [] });
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    await waitFor(() => expect(listeners.has('NOTIFY')).toBe(true));
    act(() => listeners.get('NOTIFY')!(push(2)));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(queryClient.getQueryState(inbox)?.isInvalidated).toBe(true);
    act(() => listeners.get('NOTIFY')!(push(3, true)));
    expect(screen.getByTestId('inbox-unread').textContent).toBe('2');
  });

  it('is not there for a guest, who asks nothing', async () => {
    show();
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('inbox-bell')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
