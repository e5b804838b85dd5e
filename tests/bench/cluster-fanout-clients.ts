import WebSocket from 'ws';

// A client process of cluster-fanout.bench.ts: opens its sockets to the nodes given (round robin), subscribes each to
// the bench topic, and records for every push the time from its publishing (the `t` it carries; one machine, one
// clock) to its arrival. Prints one JSON line of figures when told to stop (a line on stdin).

const [, , urlsArg = '', countArg = '0', topic = 'KLINE.BENCH'] = process.argv;
const urls = urlsArg.split(',');
const count = Number(countArg);
const latencies: number[] = [];
let delivered = 0;
let opened = 0;
let counting = false;

const sockets: WebSocket[] = [];
for (let index = 0; index < count; index += 1) {
  // Each socket from an address of its own (the nodes trust the forwarded one): the per-address limit on
  // connections is not what this measures.
  const socket = new WebSocket(`${urls[index % urls.length] ?? ''}/v2/ws`, {
    headers: { 'x-forwarded-for': `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}` },
  });
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'sub', topic }));
    socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
  });
  socket.on('message', (raw: Buffer) => {
    const text = raw.toString();
    if (text.startsWith('{"type":"pong"')) {
      opened += 1;
      if (opened === count) process.stdout.write('ready\n');
      return;
    }
    if (!counting) return;
    const at = /"t":(\d+(?:\.\d+)?)/.exec(text);
    if (!at?.[1]) return;
    delivered += 1;
    // Every push's latency would be a large array at high rates: one in four is plenty for a p99.
    if (delivered % 4 === 0) latencies.push(Date.now() - Number(at[1]));
  });
  socket.on('error', () => undefined);
  sockets.push(socket);
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (line.startsWith('start')) {
    counting = true;
    delivered = 0;
    latencies.length = 0;
    return;
  }
  counting = false;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  process.stdout.write(`${JSON.stringify({ delivered, p99 })}\n`);
  for (const socket of sockets) socket.terminate();
  process.exit(0);
});
