import { connect, createServer, type Server, type Socket } from 'node:net';

// A TCP forwarder: every connection made to it is passed on to a target, byte for byte. The partition test puts one
// between each node and PostgreSQL or Redis (which listen on loopback only); the fence test freezes one to silence a
// lock connection without ending it, as a network cut would.

export interface Forwarder {
  host: string;
  port: number;
  /** Holds every byte both ways, resetting nothing, until `thaw`: connections hang as in a network cut. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Pair {
  inbound: Socket;
  outbound: Socket;
}

/** Passes every connection made to `host` (on a free port) on to `target`; either side ending ends the other. */
export async function forwarder(host: string, target: { host: string; port: number }): Promise<Forwarder> {
  const pairs = new Set<Pair>();
  let frozen = false;
  /** Ends that came while frozen: a cut hides them until it heals. */
  const heldEnds = new Set<Pair>();
  const end = (pair: Pair) => {
    pairs.delete(pair);
    pair.inbound.destroy();
    pair.outbound.destroy();
  };
  const flow = (pair: Pair) => {
    pair.inbound.pipe(pair.outbound);
    pair.outbound.pipe(pair.inbound);
  };
  const hold = (pair: Pair) => {
    pair.inbound.unpipe(pair.outbound);
    pair.outbound.unpipe(pair.inbound);
    pair.inbound.pause();
    pair.outbound.pause();
  };
  const server: Server = createServer((inbound) => {
    const pair = { inbound, outbound: connect(target.port, target.host) };
    pairs.add(pair);
    for (const socket of [pair.inbound, pair.outbound]) {
      socket.on('error', () => undefined);
      socket.on('close', () => (frozen ? heldEnds.add(pair) : end(pair)));
    }
    if (frozen) hold(pair);
    else flow(pair);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  const address = server.address();
  return {
    host,
    port: typeof address === 'object' && address ? address.port : 0,
    freeze() {
      frozen = true;
      for (const pair of pairs) hold(pair);
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) flow(pair);
      for (const pair of heldEnds) end(pair);
      heldEnds.clear();
    },
    async close() {
      for (const pair of pairs) end(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
