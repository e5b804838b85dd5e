import ky, { TimeoutError } from 'ky';
import type { AnyEndpoint, EndpointInput, EndpointOutput } from '@common/api/endpoint';
import { CODE, isEnvelope } from '@common/envelope';
import { DEVICE_HEADER } from '@common/security';
import { KEPT_COPY_HEADER } from '@common/kept-copy';
import { toBody, toSearchParams } from './encode';
import { ApiCallError, KeptCopyError } from './errors';
import { progressFetch, type UploadProgress } from './progress-fetch';

// The one HTTP client of the PWA and the console (spec sections 7 and 8), on ky: its time limit, and a hook that
// puts the spec's headers (lang, authorization) and the device's id on every request. Around it, this file keeps what is Meridian's:
// the `t` parameter, the same-url race cancel, the envelope, 999, the toasts and the spinner. Its effects (toasts,
// the session, the spinner, the clock) are passed in, so the rules can be tested against a real server without a
// browser. ky retries nothing here (a retry is the user's, or the query cache's), and an HTTP error status is read
// as an answer: a refusal comes with its envelope whatever its status.

export interface HttpClientDeps {
  /** Origin the API is served from; the PWA passes its own page origin. */
  baseUrl: string;
  getToken: () => string | null;
  getLang: () => string;
  /** The device's long-lived id, sent as x-device-id so the server knows a device it has seen (issue 33). */
  getDeviceId?: () => string;
  toast: (message: string) => void;
  /** How a success `msg` is shown when a call asks for it (`toastSuccess`); defaults to `toast`. */
  toastSuccess?: (message: string) => void;
  /** Code 999: clear the session, and go to /login unless it was the initial call (spec section 4). */
  onSessionExpired: (goToLogin: boolean) => void;
  /** +1 when a call that asked for the spinner starts, -1 when it ends. */
  onLoading: (delta: 1 | -1) => void;
  networkErrorMessage: (code: string) => string;
  now: () => number;
  newIdempotencyKey: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** No toast for a refusal (the caller shows its own). */
  silent?: boolean;
  /** The first call of the app: 999 there only means "not logged in yet" and does not redirect. */
  initial?: boolean;
  /** Show the spinner while the call runs. */
  loading?: boolean;
  /** For calls that move money: the same key on a retry makes the server answer the first result again. */
  idempotencyKey?: string;
  /** Show the success `msg` as a toast (spec: after sending a code, closing an order, …). */
  toastSuccess?: boolean;
  /** For uploads: told the fraction of the body sent so far, for a progress bar. */
  onUploadProgress?: UploadProgress;
}

export type HttpClient = <E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions) => Promise<EndpointOutput<E>>;

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  // The page's fetch is read at each call, not kept, so a test (or an extension) replacing it is followed.
  const networkFetch: typeof fetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const http = ky.create({
    timeout: deps.timeoutMs ?? 20_000,
    retry: 0,
    throwHttpErrors: false,
    credentials: 'same-origin',
    fetch: networkFetch,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('lang', deps.getLang());
          const token = deps.getToken();
          if (token) request.headers.set('authorization', token);
          if (deps.getDeviceId) request.headers.set(DEVICE_HEADER, deps.getDeviceId());
        },
      ],
    },
  });
  // Calls in flight by url: a new call to the same url cancels the older one (spec section 7).
  const inflight = new Map<string, AbortController>();

  return async function call(endpoint, input, options = {}) {
    const values = (input ?? {}) as Record<string, unknown>;
    const usesQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const query = usesQuery ? toSearchParams(values, deps.now()) : null;
    const url = new URL(endpoint.path, deps.baseUrl);
    if (query) url.search = query.toString();
    const raceKey = `${endpoint.method} ${url.pathname}?${withoutT(query)}`;
    // A call that moves money is never cancelled by a newer one: the server may already be acting on it.
    const racing = !endpoint.idempotent;
    const controller = new AbortController();
    if (racing) {
      inflight.get(raceKey)?.abort();
      inflight.set(raceKey, controller);
    }
    const headers: Record<string, string> = {};
    if (endpoint.idempotent) headers['idempotency-key'] = options.idempotencyKey ?? deps.newIdempotencyKey();
    let body: BodyInit | undefined;
    if (!usesQuery) {
      const encoded = toBody(values, endpoint.encoding);
      body = encoded.body;
      if (encoded.contentType) headers['content-type'] = encoded.contentType;
    }
    if (options.loading) deps.onLoading(1);
    try {
      // A refusal's status (4xx, 5xx) is an answer like any other: its envelope, if it has one, is read below.
      const response = await http(url, {
        method: endpoint.method,
        headers,
        signal: controller.signal,
        ...(body ? { body } : {}),
        ...(options.onUploadProgress ? { fetch: progressFetch(options.onUploadProgress) } : {}),
      });
      const payload: unknown = await response.json().catch(() => undefined);
      if (!isEnvelope(payload)) throw transportError(deps, `HTTP_${response.status}`);
      if (payload.code === CODE.OK) {
        if (response.headers.has(KEPT_COPY_HEADER)) throw keptCopyError(deps, response, payload.data);
        if (options.toastSuccess && payload.msg) (deps.toastSuccess ?? deps.toast)(payload.msg);
        return payload.data as EndpointOutput<typeof endpoint>;
      }
      if (payload.code === CODE.NOT_LOGGED_IN) deps.onSessionExpired(!options.initial);
      if (!options.silent && !(payload.code === CODE.NOT_LOGGED_IN && options.initial)) deps.toast(payload.msg);
      throw new ApiCallError(payload.code, payload.msg, payload.data);
    } catch (error) {
      throw normalise(deps, error, controller.signal);
    } finally {
      if (racing && inflight.get(raceKey) === controller) inflight.delete(raceKey);
      if (options.loading) deps.onLoading(-1);
    }
  };
}

function withoutT(query: URLSearchParams | null): string {
  if (!query) return '';
  const copy = new URLSearchParams(query);
  copy.delete('t');
  return copy.toString();
}

function transportError(deps: HttpClientDeps, code: string): ApiCallError {
  const message = deps.networkErrorMessage(code);
  deps.toast(message);
  return new ApiCallError(code, message);
}

function keptCopyError(deps: HttpClientDeps, response: Response, data: unknown): KeptCopyError {
  const message = deps.networkErrorMessage('ERR_NETWORK');
  deps.toast(message);
  const keptAt = Date.parse(response.headers.get('date') ?? '');
  return new KeptCopyError(message, data, Number.isNaN(keptAt) ? 0 : keptAt);
}

function normalise(deps: HttpClientDeps, error: unknown, signal: AbortSignal): ApiCallError {
  if (error instanceof ApiCallError) return error;
  // Cancelled calls are silent (spec section 8).
  if (signal.aborted) return new ApiCallError('ERR_CANCELED', 'canceled');
  if (error instanceof TimeoutError) return transportError(deps, 'ERR_TIMEOUT');
  return transportError(deps, 'ERR_NETWORK');
}
