import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatScreen } from '../../../../../src/features/chat/ChatScreen';
import { api } from '../../../../../src/lib/http/api';
import { baseSettingsAtom, sessionAtom, store } from '../../../../../src/lib/store';
import { renderScreen } from '../../render-screen';

// /mine/chat: Meridian's own chat frame unless an operator set an https service link; the own frame is handed the
// session token (or a guest's device id) and the labels only when it says it is ready, only from this origin and
// only from the frame itself; reading there clears the unread count.

vi.mock('../../../../../src/lib/http/api', () => ({ api: vi.fn() }));
vi.mock('../../../../../src/lib/socket', () => ({ socketClient: { subscribe: () => () => undefined } }));
const call = vi.mocked(api);

const settings = (service_link: string, service_link_type = 1) => ({
  service_link,
  service_link_type,
  verify_reg_type: 0,
  trade_fee_type: 0,
  micro_loss_level: 0,
  stop_out_level: '0.5',
});

function frame(): HTMLIFrameElement {
  return screen.getByTitle<HTMLIFrameElement>('Customer service');
}

/** The frame's window says something to the app, as the real frame page does. */
function fromFrame(data: unknown, origin = location.origin, source: MessageEventSource | null = frame().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(() => {
  // The frame is handed the shown theme; jsdom has no media queries, so the system's is light.
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as never;
  call.mockReset();
  call.mockResolvedValue({ unread: 0 });
  store.set(sessionAtom, null);
  store.set(baseSettingsAtom, settings(''));
});

describe('the chat screen', () => {
  it('embeds the own chat page and hands a user’s token to it when it is ready, to this origin only', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { uid: '51730205', email: 'ann@example.com', is_demo: 0 } } as never);
    renderScreen(ChatScreen, '/mine/chat');
    await waitFor(() => expect(frame().getAttribute('src')).toBe('/chat/frame'));
    expect(frame().getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    const post = vi.spyOn(frame().contentWindow!, 'postMessage');

    // Another origin, or another window of this origin, is not the frame: nothing is handed over.
    fromFrame({ type: 'meridian-chat-ready' }, 'https://evil.example');
    fromFrame({ type: 'meridian-chat-ready' }, location.origin, window);
    expect(post).not.toHaveBeenCalled();

    fromFrame({ type: 'meridian-chat-ready' });
    expect(post).toHaveBeenCalledTimes(1);
    const [message, target] = post.mock.calls[0] as [Record<string, unknown>, string];
    expect(target).toBe(location.origin);
    expect(message).toMatchObject({ type: 'meridian-chat-init', token: 'token-1', deviceId: null, dir: 'ltr', theme: 'light' });
    expect(message.labels).toMatchObject({ send: 'Send', placeholder: 'Write a message', support: 'Support' });
  });

  it('hands a guest’s device id instead of a token', async () => {
    renderScreen(ChatScreen, '/mine/chat');
    await waitFor(() => expect(frame().getAttribute('src')).toBe('/chat/frame'));
    const post = vi.spyOn(frame().contentWindow!, 'postMessage');
    fromFrame({ type: 'meridian-chat-ready' });
    const [message] = post.mock.calls[0] as [Record<string, unknown>];
    expect(message.token).toBeNull();
    expect(message.deviceId).toMatch(/^[A-Za-z0-9_-]{32,64}$/);
  });

  it('frames an operator’s https chat with the user’s uid and email, and never a plain-http one', async () => {
    store.set(sessionAtom, { token: 'token-1', user: { uid: '51730205', email: 'ann@example.com', is_demo: 0 } } as never);
    store.set(baseSettingsAtom, settings('https://chat.example.com/widget'));
    renderScreen(ChatScreen, '/mine/chat');
    await waitFor(() => expect(frame().getAttribute('src')).toBe('https://chat.example.com/widget?uid=51730205&email=ann%40example.com'));
    expect(frame().getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.queryByTestId('chat-frame')).toBeNull();
  });

  it('falls back to the own chat when the service link is not https', async () => {
    store.set(baseSettingsAtom, settings('http://chat.example.com/widget'));
    renderScreen(ChatScreen, '/mine/chat');
    await waitFor(() => expect(screen.getByTestId('chat-frame').getAttribute('src')).toBe('/chat/frame'));
  });
});
