import { describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../../../../common/api/endpoint';
import type { EarlyCall, FirstPaintHandoff } from '../../../../../src/lib/first-paint';
import { createHttpClient } from '../../../../../src/lib/http/client';
import { EARLY_CALL_FRESH_MS, earlyFetch } from '../../../../../src/lib/http/early-fetch';

// The answers index.html's boot script asked for reach the screen through the app's one HTTP client, once, and only
// when they are the answer the app would have asked for itself.

const ORIGIN = 'http://meridian.test';
const list = endpoint<string[]>()({ method: 'GET', path: '/v2/api/forex/trade_list' });
const search = endpoint<string[], never>()({ method: 'GET', path: '/v2/api/forex/search' });
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 1, msg: '', data }), { headers: { 'content-type': 'application/json' } });

function setUp(call: Partial<EarlyCall> & { response: Promise<Response> }, now = 1_000) {
  const handoff: FirstPaintHandoff = {
    calls: { [list.path]: { lang: 'en', token: null, startedAt: 1_000, ...call } },
    styles: Promise.resolve(),
  };
  const network = vi.fn<typeof fetch>(() => Promise.resolve(envelope(['from the network'])));
  const clock = { now };
  const api = createHttpClient({
    baseUrl: ORIGIN,
    getToken: () => null,
    getLang: () => 'en',
    toast: () => undefined,
    onSessionExpired: () => undefined,
    onLoading: () => undefined,
    networkErrorMessage: (code) => code,
    now: () => clock.now,
    newIdempotencyKey: () => 'key',
    fetch: earlyFetch(
      () => handoff,
      network,
      () => clock.now,
    ),
  });
  return { api, network, clock };
}

describe('early calls', () => {
  it("gives the boot script's answer to the first matching call, and sends the next one to the network", async () => {
    const { api, network } = setUp({ response: Promise.resolve(envelope(['early'])) });
    await expect(api(list, {})).resolves.toEqual(['early']);
    expect(network).not.toHaveBeenCalled();
    await expect(api(list, {})).resolves.toEqual(['from the network']);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('is not used for another language, another session, or a stale answer', async () => {
    for (const call of [{ lang: 'ar' }, { token: 'someone' }, { startedAt: 1_000 - EARLY_CALL_FRESH_MS - 1 }]) {
      const { api, network } = setUp({ ...call, response: Promise.resolve(envelope(['early'])) });
      await expect(api(list, {})).resolves.toEqual(['from the network']);
      expect(network).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves calls with parameters and other paths to the network', async () => {
    const { api, network } = setUp({ response: Promise.resolve(envelope(['early'])) });
    await expect(api(search as never, { searchCurrency: 'EUR' } as never)).resolves.toEqual(['from the network']);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("asks the network again when the boot script's request failed", async () => {
    const { api, network } = setUp({ response: Promise.reject(new TypeError('offline')) });
    await expect(api(list, {})).resolves.toEqual(['from the network']);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('lets a newer call cancel one waiting on an early answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api } = setUp({ response: new Promise<Response>((resolve) => (answer = resolve)) });
    const first = api(list, {});
    const second = api(list, {});
    await expect(first).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(second).resolves.toEqual(['from the network']);
    answer(envelope(['early']));
  });
});
