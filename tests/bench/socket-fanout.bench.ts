import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import WebSocket, { WebSocketServer } from 'ws';
import { SOCKET_PATH } from '../../common/socket';
import { noSessions } from '../../server/http/sessions';
import { SocketHub } from '../../server/socket/hub';

// Fan-out: CLIENTS sockets subscribed to DAY_MARKET while all 17 instruments tick, through Meridian's hub and
// through a bare `ws` broadcast of the same messages, in the same run. Reports deliveries per second, p99 latency
// from publish to client, and CPU and memory per socket; the ratios compare the hub with the bare broadcast.

const CLIENTS = 1_000;
const INSTRUMENTS = 17;
/** The feed's own pace (a step every 250 ms), then ten times it, to load the fan-out until it saturates. */
const STEPS_MS = [250, 50];
const DURATION_MS = 4_000;

interface Result {
  deliveredPerSecond: number;
  p99Ms: number;
  cpuMsPerSecond: number;
  kibPerSocket: number;
}

async function connectAll(url: string, subscribe: boolean, onMessage: (text: string) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const socket = new WebSocket(url);
    socket.on('message', (raw: Buffer) => onMessage(raw.toString()));
    sockets.push(socket);
  }
  await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('open', resolve))));
  if (subscribe) {
    for (const socket of sockets) socket.send(JSON.stringify({ type: 'sub', topic: 'DAY_MARKET' }));
    // A ping round trip per socket proves its sub was handled before measuring starts.
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once('message', () => resolve());
            socket.send(JSON.stringify({ type: 'ping', ts: 0 }));
          }),
      ),
    );
  }
  return sockets;
}

async function measure(publish: (data: unknown) => void, url: string, subscribe: boolean, stepMs: number): Promise<Result> {
  const latencies: number[] = [];
  let delivered = 0;
  const heapBefore = process.memoryUsage().rss;
  const sockets = await connectAll(url, subscribe, (text) => {
    const frame = JSON.parse(text) as { data?: { sentAt?: number } };
    const sentAt = frame.data?.sentAt;
    if (sentAt === undefined) return;
    delivered += 1;
    if (delivered % 50 === 0) latencies.push(performance.now() - sentAt);
  });
  const kibPerSocket = (process.memoryUsage().rss - heapBefore) / 1024 / CLIENTS;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      for (let i = 0; i < INSTRUMENTS; i += 1) {
        publish({ symbol: `I${i}`, quotation: { close: '1.23456', change: '0.12' }, sentAt: performance.now() });
      }
      if (performance.now() - started >= DURATION_MS) {
        clearInterval(timer);
        resolve();
      }
    }, stepMs);
  });
  // Let what was sent arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  for (const socket of sockets) socket.terminate();
  latencies.sort((a, b) => a - b);
  return {
    deliveredPerSecond: delivered / seconds,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    cpuMsPerSecond: (cpu.user + cpu.system) / 1000 / seconds,
    kibPerSocket,
  };
}

function print(label: string, result: Result): void {
  console.log(
    `  ${label.padEnd(16)} ${result.deliveredPerSecond.toFixed(0).padStart(8)} deliveries/s   p99 ${result.p99Ms.toFixed(1).padStart(6)} ms   ` +
      `cpu ${result.cpuMsPerSecond.toFixed(0).padStart(4)} ms/s   ${result.kibPerSocket.toFixed(1)} KiB/socket`,
  );
}

async function compare(stepMs: number): Promise<void> {
  const bareServer = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => bareServer.once('listening', resolve));
  const barePort = (bareServer.address() as { port: number }).port;
  const bare = await measure(
    (data) => {
      const frame = JSON.stringify({ type: 'push', topic: 'DAY_MARKET', seq: 0, data });
      for (const client of bareServer.clients) client.send(frame);
    },
    `ws://127.0.0.1:${barePort}`,
    false,
    stepMs,
  );
  bareServer.close();

  const app = Fastify();
  await app.register(websocket);
  const hub = new SocketHub(noSessions);
  hub.register(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const meridian = await measure((data) => hub.publish('DAY_MARKET', data), address.replace(/^http/, 'ws') + SOCKET_PATH, true, stepMs);
  await app.close();

  const offered = (INSTRUMENTS * CLIENTS * 1000) / stepMs;
  console.log(`  ${CLIENTS} sockets, ${INSTRUMENTS} instruments every ${stepMs} ms (${offered.toFixed(0)} deliveries/s offered; clients share the process)`);
  print('bare ws', bare);
  print('Meridian hub', meridian);
  console.log(`  delivery ratio (hub / bare): ${(meridian.deliveredPerSecond / bare.deliveredPerSecond).toFixed(2)} (target >= 0.8); p99 ${meridian.p99Ms.toFixed(1)} ms (target < 50 ms)`);
}

export async function run(): Promise<void> {
  for (const stepMs of STEPS_MS) await compare(stepMs);
}
