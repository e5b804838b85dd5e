import { describe, expect, it, vi } from 'vitest';
import type { Transport } from '../../../../../src/lib/socket/client';
import { TabClient } from '../../../../../src/lib/socket/client';
import { linkSession } from '../../../../../src/lib/socket/session-link';

function recordingTransport(): { transport: Transport; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    transport: {
      hello: (topics) => calls.push(`hello ${topics.join(',')}`),
      sub: (topic) => calls.push(`sub ${topic}`),
      unsub: (topic) => calls.push(`unsub ${topic}`),
      login: (token) => calls.push(`login ${token}`),
      logout: () => calls.push('logout'),
    },
  };
}

describe('tab client', () => {
  it('tells the transport only about the first listener and the last one leaving a topic', () => {
    const client = new TabClient(() => undefined);
    const { transport, calls } = recordingTransport();
    client.attach(transport);
    const first = client.subscribe('KLINE.BTC', () => undefined);
    const second = client.subscribe('KLINE.BTC', () => undefined);
    first();
    first();
    expect(calls).toEqual(['hello ', 'sub KLINE.BTC']);
    second();
    expect(calls).toEqual(['hello ', 'sub KLINE.BTC', 'unsub KLINE.BTC']);
    // An old unsubscribe does not touch a newer subscription to the same topic.
    client.subscribe('KLINE.BTC', () => undefined);
    second();
    expect(calls.at(-1)).toBe('sub KLINE.BTC');
  });

  it('brings a transport attached later up to date with its topics and token', () => {
    const client = new TabClient(() => undefined);
    client.subscribe('DAY_MARKET', () => undefined);
    client.subscribe('KLINE.BTC', () => undefined);
    client.login('token-1');
    const { transport, calls } = recordingTransport();
    client.attach(transport);
    expect(calls).toEqual(['hello DAY_MARKET,KLINE.BTC', 'login token-1']);
  });

  it('hands pushes and gaps to the listeners of that topic only, past a listener that throws', () => {
    const logs: string[] = [];
    const client = new TabClient((message) => logs.push(message));
    const btc = vi.fn();
    const btcGap = vi.fn();
    const day = vi.fn();
    client.subscribe('KLINE.BTC', () => {
      throw new Error('broken screen');
    });
    client.subscribe('KLINE.BTC', btc, btcGap);
    client.subscribe('DAY_MARKET', day);
    client.handle({ kind: 'push', topic: 'KLINE.BTC', seq: 3, data: { Close: '1.5' } });
    client.handle({ kind: 'gap', topic: 'KLINE.BTC' });
    expect(btc).toHaveBeenCalledWith({ Close: '1.5' }, 3);
    expect(btcGap).toHaveBeenCalledTimes(1);
    expect(day).not.toHaveBeenCalled();
    expect(logs).toEqual(['socket listener for KLINE.BTC failed']);
    client.gapAll();
    expect(btcGap).toHaveBeenCalledTimes(2);
  });

  it('publishes status changes to its subscribers', () => {
    const client = new TabClient(() => undefined);
    const seen: string[] = [];
    const stop = client.status.subscribe(() => seen.push(client.status.get()));
    expect(client.status.get()).toBe('connecting');
    client.handle({ kind: 'status', status: 'open' });
    client.handle({ kind: 'status', status: 'open' });
    client.handle({ kind: 'status', status: 'offline' });
    stop();
    client.handle({ kind: 'status', status: 'open' });
    expect(seen).toEqual(['open', 'offline']);
  });
});

describe('session link', () => {
  it('logs in with the stored token, follows changes, and logs out on sign-out', () => {
    let token: string | null = 'token-1';
    let changed = (): void => undefined;
    let signedOut = (): void => undefined;
    const calls: string[] = [];
    linkSession(
      {
        token: () => token,
        onChange: (listener) => (changed = listener),
        onSignedOut: (listener) => (signedOut = listener),
      },
      { login: (value) => calls.push(`login ${value}`), logout: () => calls.push('logout') },
    );
    expect(calls).toEqual(['login token-1']);
    changed();
    token = 'token-2';
    changed();
    token = null;
    changed();
    signedOut();
    expect(calls).toEqual(['login token-1', 'login token-2', 'logout', 'logout']);
    // Signed out, then signed in again as the same session: the socket must log in again.
    token = 'token-2';
    changed();
    signedOut();
    changed();
    expect(calls.slice(4)).toEqual(['login token-2', 'logout', 'login token-2']);
  });

  it('does nothing at start without a stored token', () => {
    const calls: string[] = [];
    linkSession(
      { token: () => null, onChange: () => undefined, onSignedOut: () => undefined },
      { login: (value) => calls.push(`login ${value}`), logout: () => calls.push('logout') },
    );
    expect(calls).toEqual([]);
  });
});
