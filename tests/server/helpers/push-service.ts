import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushMessage } from '../../../common/api/notify';

// A push service on this machine, as the browsers' are to Meridian (issue 34): it takes encrypted pushes on
// http://127.0.0.1, answers what a test tells it to (201, 410 for a device gone, 503 for a service busy), counts how
// many requests are in flight at once, and holds each device's private keys, so a test reads a push as the browser
// would: decrypted with http_ece, the library web-push encrypts with.

export interface ReceivedPush {
  /** The device's path on this service. */
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's push subscription on this service, and its keys. */
export interface FakeDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The form the subscribe call takes. */
  form: { endpoint: string; p256dh: string; auth: string };
  /** A received push, opened with the device's keys. */
  open(push: ReceivedPush): PushMessage;
}

export interface PushService {
  readonly received: ReceivedPush[];
  /** The most requests in flight at once so far. */
  readonly peakInFlight: number;
  device(name: string): FakeDevice;
  /** What the service answers for a device from now on (201 unless set). */
  answer(name: string, status: number): void;
  /** Holds each answer this long (a slow service), ms. */
  delay(ms: number): void;
  /** The pushes a device received, opened. */
  opened(name: string): PushMessage[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  let inFlight = 0;
  let peak = 0;
  let delayMs = 0;
  const server: Server = createServer((request, response) => {
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = (request.url ?? '/').slice(1);
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        inFlight -= 1;
        response.statusCode = statuses.get(device) ?? 201;
        response.end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const openWith = (name: string, push: ReceivedPush): PushMessage => {
    const own = keys.get(name);
    if (!own) throw new Error(`no device ${name}`);
    const text = decrypt(push.body, { version: 'aes128gcm', privateKey: own.ecdh, authSecret: own.auth }).toString('utf8');
    return JSON.parse(text) as PushMessage;
  };
  return {
    received,
    get peakInFlight() {
      return peak;
    },
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(name, { ecdh, auth });
      const endpoint = `${origin}/${name}`;
      const p256dh = ecdh.getPublicKey().toString('base64url');
      const authText = auth.toString('base64url');
      return { endpoint, p256dh, auth: authText, form: { endpoint, p256dh, auth: authText }, open: (push) => openWith(name, push) };
    },
    answer: (name, status) => void statuses.set(name, status),
    delay: (ms) => void (delayMs = ms),
    opened: (name) => received.filter((push) => push.device === name).map((push) => openWith(name, push)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
