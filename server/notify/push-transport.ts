import webpush from 'web-push';
import type { VapidKeys } from './vapid';

// One push to one device: the payload encrypted to the subscription's keys (RFC 8291, aes128gcm) and the request
// signed with the VAPID key (RFC 8292), both by the maintained `web-push` library; the request itself goes out with
// fetch, which also reaches a push service on this machine over http (a test's), where web-push's own sender speaks
// https only. What the push service answered decides what happens to the delivery.

/** How long a push service may take to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline, seconds: a day, then it is stale news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * delivered: the push service took it (2xx). gone: the subscription no longer exists (404, 410), remove it.
 * retry: the service could not take it now (429, 5xx): nothing was delivered, so sending again cannot double it.
 * failed: anything else, including no answer in time (the push may have reached the service: never sent again).
 */
export type PushOutcome = { result: 'delivered' | 'gone' | 'retry' | 'failed'; status: number | null; error?: string };

export type Fetch = typeof fetch;

export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
  fetchImpl: Fetch = fetch,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  let status: number;
  try {
    const response = await fetchImpl(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    return { result: 'failed', status: null, error: error instanceof Error ? error.message : String(error) };
  }
  if (status >= 200 && status < 300) return { result: 'delivered', status };
  if (status === 404 || status === 410) return { result: 'gone', status };
  if (status === 429 || status >= 500) return { result: 'retry', status };
  return { result: 'failed', status, error: `push service answered ${status}` };
}
