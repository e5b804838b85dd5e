import WebSocket from 'ws';
import { sharedNow, type FromClients, type ToClients } from './fanout-ipc';

// One client process of the socket fan-out bench, forked by fanout-client-pool.ts. It opens its share of the
// sockets, subscribes them, and counts the pushes they receive, so that none of the clients' work is done, or
// timed, in the server's process. It parses only a sample of the pushes, to keep its own CPU low enough that it
// is not what limits the rate; the bench prints the clients' CPU so that a reader can check.

/** One push in this many (by arrival count) is parsed for its latency. */
const SAMPLE_EVERY = 8;
/** After `finish`, how long to wait without a push before giving up on the rest: a dropped socket gets none. */
const IDLE_MS = 1_000;
const POLL_MS = 10;

let sockets: WebSocket[] = [];
let counting = false;
let delivered = 0;
let lastArrivalAt = 0;
let dropped = 0;
let latenciesMs: number[] = [];
let cpuAtGo = process.cpuUsage();

function tell(message: FromClients): void {
  process.send?.(message);
}

function receive(raw: WebSocket.RawData): void {
  // Before `go` the only frames are pongs; after it the server sends nothing but pushes.
  if (!counting) return;
  delivered += 1;
  lastArrivalAt = sharedNow();
  if (delivered % SAMPLE_EVERY !== 0 || !Buffer.isBuffer(raw)) return;
  // A frame carries one quote, or a whole step of them (all stamped alike).
  const { data } = JSON.parse(raw.toString('utf8')) as { data?: { sentAt?: number } | { sentAt?: number }[] };
  const sentAt = Array.isArray(data) ? data[0]?.sentAt : data?.sentAt;
  if (sentAt !== undefined) latenciesMs.push(lastArrivalAt - sentAt);
}

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

function roundTrip(socket: WebSocket, frame: object): Promise<void> {
  return new Promise((resolve) => {
    socket.once('message', () => resolve());
    socket.send(JSON.stringify(frame));
  });
}

async function connect(url: string, count: number, subscription: object | null): Promise<void> {
  sockets = Array.from({ length: count }, () => new WebSocket(url));
  for (const socket of sockets) {
    socket.on('message', receive);
    socket.on('close', () => {
      if (counting) dropped += 1;
    });
  }
  await Promise.all(sockets.map(opened));
  if (subscription) {
    const text = JSON.stringify(subscription);
    for (const socket of sockets) socket.send(text);
    // A sub has no answer; a ping sent after it on the same socket is answered after it was handled.
    await Promise.all(sockets.map((socket) => roundTrip(socket, { type: 'ping', ts: 0 })));
  }
  tell({ type: 'ready' });
}

function go(): void {
  delivered = 0;
  lastArrivalAt = 0;
  dropped = 0;
  latenciesMs = [];
  cpuAtGo = process.cpuUsage();
  counting = true;
  tell({ type: 'counting' });
}

/** Waits until every socket has every frame, or until frames stop coming, then reports. */
async function finish(frames: number): Promise<void> {
  const expected = frames * sockets.length;
  const askedAt = sharedNow();
  while (delivered < expected && sharedNow() - Math.max(askedAt, lastArrivalAt) < IDLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  counting = false;
  const cpu = process.cpuUsage(cpuAtGo);
  tell({
    type: 'report',
    delivered,
    lastArrivalAt,
    latenciesMs: Float64Array.from(latenciesMs),
    dropped,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
}

/** Closes the sockets only when told, so that the server's handling of 1,000 closes is not counted as fan-out. */
function leave(): void {
  for (const socket of sockets) socket.terminate();
  if (process.connected) process.disconnect();
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'clock':
      return tell({ type: 'clock', askedAt: message.askedAt, clientNow: sharedNow() });
    case 'connect':
      return void connect(message.url, message.sockets, message.subscription);
    case 'go':
      return go();
    case 'finish':
      return void finish(message.frames);
    case 'leave':
      return leave();
  }
});
// If the bench dies, leave with it.
process.on('disconnect', leave);
