import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { endpoint } from '../../../../../common/api/endpoint';
import { createHttpClient, type HttpClientDeps } from '../../../../../src/lib/http/client';
import { KEPT_COPY_HEADER } from '../../../../../common/kept-copy';
import { ApiCallError, KeptCopyError } from '../../../../../src/lib/http/errors';

// The client's rules (spec sections 7 and 8) against a real HTTP server on loopback.

interface Seen {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
/** Responses the server holds back until the test releases them. */
const held = new Map<string, (() => void)[]>();
function release(q: string): void {
  for (const respond of held.get(q) ?? []) respond();
  held.delete(q);
}
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://x');
      seen.push({ method: request.method ?? '', url, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      switch (url.pathname) {
        case '/api/ok':
          return send(200, { code: 1, msg: 'Done', data: { echo: url.searchParams.get('q') } });
        case '/api/slow': {
          const q = url.searchParams.get('q') ?? '';
          held.set(q, [...(held.get(q) ?? []), () => send(200, { code: 1, msg: 'ok', data: { q } })]);
          return;
        }
        case '/api/refused':
          return send(200, { code: 1001, msg: 'amount is not valid', data: null });
        case '/api/expired':
          return send(200, { code: 999, msg: 'Please log in again', data: null });
        case '/api/gateway':
          response.writeHead(502, { 'content-type': 'text/html' });
          return response.end('<h1>Bad gateway</h1>');
        default:
          return send(200, { code: 1, msg: 'ok', data: { body } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  for (const q of [...held.keys()]) release(q);
});

// The client never reads a schema, only its type.
type Query<Q extends z.ZodType> = z.ZodObject<{ q: Q }>;
type Credentials = z.ZodObject<{ account: z.ZodString; password: z.ZodString }>;

const ok = endpoint<{ echo: string | null }, Query<z.ZodOptional<z.ZodString>>>()({ method: 'GET', path: '/api/ok' });
const slow = endpoint<{ q: string }, Query<z.ZodString>>()({ method: 'GET', path: '/api/slow' });
const slowMoney = endpoint<{ q: string }, Query<z.ZodString>>()({ method: 'GET', path: '/api/slow', idempotent: true });
const refused = endpoint<null>()({ method: 'GET', path: '/api/refused' });
const expired = endpoint<null>()({ method: 'GET', path: '/api/expired' });
const gateway = endpoint<null>()({ method: 'GET', path: '/api/gateway' });
const formPost = endpoint<{ body: string }, Credentials>()({ method: 'POST', path: '/api/form', encoding: 'form' });

function client(overrides: Partial<HttpClientDeps> = {}) {
  const deps: HttpClientDeps & {
    toast: ReturnType<typeof vi.fn<(message: string) => void>>;
    onSessionExpired: ReturnType<typeof vi.fn<(goToLogin: boolean) => void>>;
    onLoading: ReturnType<typeof vi.fn<(delta: 1 | -1) => void>>;
  } = {
    baseUrl: base,
    getToken: () => 'tok-123',
    getLang: () => 'fr',
    toast: vi.fn<(message: string) => void>(),
    onSessionExpired: vi.fn<(goToLogin: boolean) => void>(),
    onLoading: vi.fn<(delta: 1 | -1) => void>(),
    networkErrorMessage: (code: string) => `Network error (${code})`,
    now: () => 1_700_000_000_000,
    newIdempotencyKey: () => 'key-1',
  };
  Object.assign(deps, overrides);
  return { call: createHttpClient(deps), deps };
}

/** Waits until the server has seen `count` requests. */
async function serverSaw(count: number): Promise<void> {
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(count));
}

describe('the http client', () => {
  it('sends lang, authorization and the t timestamp on GET, and unwraps the data', async () => {
    const { call } = client();
    await expect(call(ok, { q: 'gold' })).resolves.toEqual({ echo: 'gold' });
    const [request] = seen;
    expect(request?.headers.lang).toBe('fr');
    expect(request?.headers.authorization).toBe('tok-123');
    expect(request?.url.searchParams.get('t')).toBe('1700000000000');
    expect(request?.url.searchParams.get('q')).toBe('gold');
  });

  it("sends the device's id, so the server knows a device it has seen, and none where the app keeps no device", async () => {
    const { call } = client({ getDeviceId: () => 'device-abcdefghijklmnop' });
    await call(ok, {});
    expect(seen[0]?.headers['x-device-id']).toBe('device-abcdefghijklmnop');
    await client().call(ok, {});
    expect(seen[1]?.headers['x-device-id']).toBeUndefined();
  });

  it('sends no authorization header without a session', async () => {
    const { call } = client({ getToken: () => null });
    await call(ok, {});
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('cancels the older of two calls to the same url, silently', async () => {
    const { call, deps } = client();
    const first = call(slow, { q: 'a' }).catch((caught: unknown) => caught);
    await serverSaw(1);
    const second = call(slow, { q: 'a' });
    await serverSaw(2);
    release('a');
    await expect(second).resolves.toEqual({ q: 'a' });
    const error = await first;
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).code).toBe('ERR_CANCELED');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('lets calls to different urls run side by side', async () => {
    const { call } = client();
    const a = call(slow, { q: 'a' });
    const b = call(slow, { q: 'b' });
    await serverSaw(2);
    release('a');
    release('b');
    await expect(Promise.all([a, b])).resolves.toEqual([{ q: 'a' }, { q: 'b' }]);
  });

  it('never cancels a call that moves money, and sends its idempotency key', async () => {
    const { call } = client();
    const first = call(slowMoney, { q: 'm' }, { idempotencyKey: 'order-77' });
    await serverSaw(1);
    const second = call(slowMoney, { q: 'm' }, { idempotencyKey: 'order-77' });
    await serverSaw(2);
    release('m');
    await expect(Promise.all([first, second])).resolves.toEqual([{ q: 'm' }, { q: 'm' }]);
    expect(seen.map((request) => request.headers['idempotency-key'])).toEqual(['order-77', 'order-77']);
  });

  it('shows the message of a refusal as a toast and rejects with its code', async () => {
    const { call, deps } = client();
    const error = await call(refused, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 1001, message: 'amount is not valid' });
    expect(deps.toast).toHaveBeenCalledWith('amount is not valid');
  });

  it('shows no toast for a refusal when the call asks for silence', async () => {
    const { call, deps } = client();
    await expect(call(refused, {}, { silent: true })).rejects.toMatchObject({ code: 1001 });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('clears the session and goes to login on 999', async () => {
    const { call, deps } = client();
    await expect(call(expired, {})).rejects.toMatchObject({ code: 999 });
    expect(deps.onSessionExpired.mock.calls).toEqual([[true]]);
  });

  it('clears the session without redirecting or a toast on 999 for the initial call', async () => {
    const { call, deps } = client();
    await expect(call(expired, {}, { initial: true })).rejects.toMatchObject({ code: 999 });
    expect(deps.onSessionExpired.mock.calls).toEqual([[false]]);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('toasts a network failure with its code', async () => {
    const { call, deps } = client({ baseUrl: 'http://127.0.0.1:9' });
    await expect(call(ok, {})).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(deps.toast).toHaveBeenCalledWith('Network error (ERR_NETWORK)');
  });

  it('gives up on an answer that does not come within the time limit, toasting ERR_TIMEOUT', async () => {
    const { call, deps } = client({ timeoutMs: 200 });
    await expect(call(slow, { q: 'never' })).rejects.toMatchObject({ code: 'ERR_TIMEOUT' });
    expect(deps.toast).toHaveBeenCalledWith('Network error (ERR_TIMEOUT)');
  });

  it('toasts an answer that is not an envelope with its HTTP status', async () => {
    const { call, deps } = client();
    await expect(call(gateway, {})).rejects.toMatchObject({ code: 'HTTP_502' });
    expect(deps.toast).toHaveBeenCalledWith('Network error (HTTP_502)');
  });

  it('sends form-encoded bodies where the spec says so, with no t parameter', async () => {
    const { call } = client();
    await call(formPost, { account: 'a@b.co', password: 'p&ss=1' });
    const [request] = seen;
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ account: 'a@b.co', password: 'p&ss=1' });
    expect(request?.url.searchParams.has('t')).toBe(false);
  });

  it('runs the spinner around calls that ask for it, even when they fail', async () => {
    const { call, deps } = client();
    await call(refused, {}, { loading: true, silent: true }).catch(() => undefined);
    expect(deps.onLoading.mock.calls).toEqual([[1], [-1]]);
  });

  it('toasts the success message only when asked', async () => {
    const { call, deps } = client();
    await call(ok, {});
    expect(deps.toast).not.toHaveBeenCalled();
    await call(ok, {}, { toastSuccess: true });
    expect(deps.toast).toHaveBeenCalledWith('Done');
  });

  it('shows the success message through toastSuccess when one is given, never as a refusal', async () => {
    const toastSuccess = vi.fn<(message: string) => void>();
    const { call, deps } = client({ toastSuccess });
    await call(ok, {}, { toastSuccess: true });
    expect(toastSuccess).toHaveBeenCalledWith('Done');
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it("reads the service worker's kept copy as a network failure that brings the copy and the time it is from", async () => {
    const keptCopy: typeof fetch = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 1, msg: 'ok', data: { echo: 'kept' } }), {
          status: 200,
          headers: { 'content-type': 'application/json', [KEPT_COPY_HEADER]: '1', date: 'Sat, 28 Nov 2026 12:00:00 GMT' },
        }),
      );
    const { call, deps } = client({ fetch: keptCopy });
    const error = await call(ok, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeptCopyError);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', data: { echo: 'kept' }, keptAt: Date.parse('2026-11-28T12:00:00Z') });
    // Told as any network failure is: the copy is not a fresh answer.
    expect(deps.toast).toHaveBeenCalledWith('Network error (ERR_NETWORK)');
  });
});
