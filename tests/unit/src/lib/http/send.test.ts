import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeout, sendWithTimeout } from '../../../../../src/lib/http/send';

// The client's one request: its time limit, and a caller's cancel told apart from it.

/** A fetch that answers only when told, and rejects as fetch does when its signal aborts. */
function heldFetch() {
  const seen: { url: string; init: RequestInit }[] = [];
  let answer: (response: Response) => void = () => undefined;
  const fetchFn: typeof fetch = (input, init = {}) => {
    seen.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    });
  };
  return { fetchFn, seen, answer: (response: Response) => answer(response) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sendWithTimeout', () => {
  it('resolves with the response, whatever its status, and passes the request on', async () => {
    const held = heldFetch();
    const sending = sendWithTimeout(held.fetchFn, 'http://x/api/a?t=1', { method: 'POST', headers: { lang: 'en' }, body: 'a=1' }, 1_000);
    held.answer(new Response('{}', { status: 500 }));
    const response = await sending;
    expect(response.status).toBe(500);
    expect(held.seen[0]?.url).toBe('http://x/api/a?t=1');
    expect(held.seen[0]?.init).toMatchObject({ method: 'POST', headers: { lang: 'en' }, body: 'a=1' });
  });

  it('gives up after the time limit with RequestTimeout, and aborts the request', async () => {
    vi.useFakeTimers();
    const held = heldFetch();
    const sending = sendWithTimeout(held.fetchFn, 'http://x/api/a', {}, 20_000);
    const outcome = sending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(held.seen[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(RequestTimeout);
    expect(held.seen[0]?.init.signal?.aborted).toBe(true);
  });

  it("aborts with the caller's signal, which is not a timeout", async () => {
    const held = heldFetch();
    const caller = new AbortController();
    const sending = sendWithTimeout(held.fetchFn, 'http://x/api/a', { signal: caller.signal }, 20_000);
    caller.abort();
    const error = await sending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(RequestTimeout);
    expect(held.seen[0]?.init.signal?.aborted).toBe(true);
  });

  it('does not send a request whose caller has already cancelled it', async () => {
    const held = heldFetch();
    const caller = new AbortController();
    caller.abort();
    await expect(sendWithTimeout(held.fetchFn, 'http://x/api/a', { signal: caller.signal }, 20_000)).rejects.not.toBeInstanceOf(RequestTimeout);
    expect(held.seen[0]?.init.signal?.aborted).toBe(true);
  });
});
