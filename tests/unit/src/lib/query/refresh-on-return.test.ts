import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient as appClient } from '../../../../../src/lib/query/client';
import { refreshOnReturn } from '../../../../../src/lib/query/refresh-on-return';
import { createValue } from '../../../../../src/lib/socket/value';

// The connection coming back refreshes what is shown, including a list that is never stale by itself (the
// instrument list /trade showed as failed until a tap), and leaves screens that are not shown alone.

function setup() {
  // The app's own defaults: with networkMode 'always', TanStack would otherwise default refetchOnReconnect to false.
  const client = new QueryClient({
    defaultOptions: appClient.getDefaultOptions(),
  });
  const network = new EventTarget();
  const shownState: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const page = Object.assign(new EventTarget(), shownState);
  const socket = createValue<string>('connecting');
  const stop = refreshOnReturn(client, { network, page, socket });
  return { client, network, page, socket, stop };
}

/** A mounted screen's query: an observer, counting its loads; the first `failures` loads fail. */
async function shown(client: QueryClient, key: string, options: { failures?: number; staleTime?: number } = {}) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => {
      calls += 1;
      return calls <= (options.failures ?? 0) ? Promise.reject(new Error('offline')) : Promise.resolve(calls);
    },
    staleTime: options.staleTime ?? Infinity,
  });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  return {
    calls: () => calls,
    result: () => observer.getCurrentResult(),
    stop,
  };
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const stop of cleanup) stop();
  cleanup = [];
});

describe('refreshing when the connection returns', () => {
  it('asks again for every shown query on the online event, even one that is never stale, and recovers a failure', async () => {
    const { client, network, stop } = setup();
    cleanup.push(stop);
    const list = await shown(client, 'trade-list', { failures: 1 });
    expect(list.result().status).toBe('error');
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(list.result().status).toBe('success'));
    expect(list.result().data).toBe(2);
  });

  it('leaves queries no screen shows alone', async () => {
    const { client, network, stop } = setup();
    cleanup.push(stop);
    const hidden = await shown(client, 'ledger');
    hidden.stop();
    network.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden.calls()).toBe(1);
  });

  it('asks again when the socket opens after being down, not on its first open', async () => {
    const { client, socket, stop } = setup();
    cleanup.push(stop);
    const balances = await shown(client, 'balances');
    socket.set('open');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(balances.calls()).toBe(1);
    socket.set('connecting');
    socket.set('open');
    await vi.waitFor(() => expect(balances.calls()).toBe(2));
  });

  it('coming back to the foreground retries what failed only', async () => {
    const { client, page, stop } = setup();
    cleanup.push(stop);
    const failed = await shown(client, 'orders', { failures: 1 });
    const fine = await shown(client, 'settings');
    page.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(failed.result().status).toBe('success'));
    expect(fine.calls()).toBe(1);
  });
});

describe('a query that opts out of reconnect refreshes', () => {
  it('is left alone when the network returns (a captcha the user is reading)', async () => {
    const { client, network, stop } = setup();
    cleanup.push(stop);
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['captcha'],
      queryFn: () => Promise.resolve((calls += 1)),
      staleTime: Infinity,
      refetchOnReconnect: false,
    });
    cleanup.push(observer.subscribe(() => undefined));
    await vi.waitFor(() => expect(calls).toBe(1));
    network.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
  });
});
