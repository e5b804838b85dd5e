import type { EarlyCall, FirstPaintHandoff } from '../first-paint';

// The HTTP client's fetch, which first looks for the same call already started by index.html's boot script. A GET
// with no parameter but `t`, to a path the script asked for, with the same language and session, gets the script's
// response instead of a second request: the answer the screen wants has been travelling since the HTML arrived.
// Each early answer is given once, and only while it is fresh; anything else goes to the network as before.

/** An early answer older than this is left unused: the screen asks again rather than show something that old. */
export const EARLY_CALL_FRESH_MS = 15_000;

function takeEarlyCall(
  handoff: FirstPaintHandoff | undefined,
  url: URL,
  lang: string | null,
  token: string | null,
  now: number,
): EarlyCall | null {
  if (!handoff) return null;
  const params = [...url.searchParams.keys()];
  if (params.some((key) => key !== 't')) return null;
  const call = handoff.calls[url.pathname];
  if (!call) return null;
  // Taken or not, it is gone: a later ask is a refresh, which must reach the server.
  handoff.calls[url.pathname] = undefined;
  if (call.lang !== lang || call.token !== token || now - call.startedAt > EARLY_CALL_FRESH_MS) return null;
  return call;
}

/** Resolves as the early response does, or rejects as the caller's signal aborts (a newer call cancelled this one). */
function untilAborted(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function earlyFetch(handoff: () => FirstPaintHandoff | undefined, network: typeof fetch, now: () => number): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (request.method !== 'GET') return network(input, init);
    const call = takeEarlyCall(handoff(), new URL(request.url), request.headers.get('lang'), request.headers.get('authorization'), now());
    if (!call) return network(input, init);
    // The script's request failing (the network was down then) is not this call's answer: it asks again.
    const answer = call.response.catch(() => network(input, init));
    return untilAborted(answer, init?.signal ?? request.signal);
  };
}
