// The one request the HTTP client makes: fetch with a time limit. Written here rather than taken from ky, because the
// client uses nothing else of it (no retries, no hooks, HTTP errors read as answers) and ky's 5 KiB gzip was part of
// the first screen's download (issue 20).

/** The request outlived its time limit; the client reports it as ERR_TIMEOUT. */
export class RequestTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${String(timeoutMs)} ms`);
    this.name = 'RequestTimeout';
  }
}

/**
 * Sends the request and resolves with its response, whatever its status. Aborting `init.signal` aborts it as fetch
 * does; when no response has come after `timeoutMs`, the request is aborted and the promise rejects with
 * RequestTimeout (the caller's own signal stays unaborted, so the two are told apart).
 */
export function sendWithTimeout(fetchFn: typeof fetch, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const limit = new AbortController();
  const outer = init.signal;
  const forward = () => limit.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    // Rejected before the abort, so the race settles as a timeout rather than as the fetch's own AbortError.
    timer = setTimeout(() => {
      reject(new RequestTimeout(timeoutMs));
      limit.abort();
    }, timeoutMs);
  });
  return Promise.race([fetchFn(url, { ...init, signal: limit.signal }), timedOut]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  });
}
