import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sharedNow, type ClientReport, type FromClients, type ToClients } from './fanout-ipc';

// The bench's side of its client processes (fanout-clients.ts): forks them, checks that their clocks agree with
// this one, shares the sockets out between them, and merges what they report.

const CLIENT_FILE = fileURLToPath(new URL('./fanout-clients.ts', import.meta.url));
/** Round trips used to compare the clocks; the fastest one bounds the error best. */
const CLOCK_ROUND_TRIPS = 10;

type Answer<T extends FromClients['type']> = Extract<FromClients, { type: T }>;

function answer<T extends FromClients['type']>(child: ChildProcess, type: T): Promise<Answer<T>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromClients): void => {
      if (message.type !== type) return;
      stop();
      resolve(message as Answer<T>);
    };
    const onExit = (code: number | null): void => {
      stop();
      reject(new Error(`a fan-out client process exited (${code ?? 'signal'}) before answering '${type}'`));
    };
    const stop = (): void => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

function ask<T extends FromClients['type']>(child: ChildProcess, message: ToClients, type: T): Promise<Answer<T>> {
  const answered = answer(child, type);
  child.send(message);
  return answered;
}

/** How far a child's clock is from this one (ms, positive when it is ahead), and within how much. */
async function clockOffset(child: ChildProcess): Promise<{ offsetMs: number; errorMs: number }> {
  let best = { offsetMs: 0, errorMs: Infinity };
  for (let i = 0; i < CLOCK_ROUND_TRIPS; i += 1) {
    const { askedAt, clientNow } = await ask(child, { type: 'clock', askedAt: sharedNow() }, 'clock');
    const answeredAt = sharedNow();
    const errorMs = (answeredAt - askedAt) / 2;
    if (errorMs < best.errorMs) best = { offsetMs: clientNow - (askedAt + answeredAt) / 2, errorMs };
  }
  return best;
}

export interface PoolReport {
  /** Frames received, over all sockets. */
  delivered: number;
  lastArrivalAt: number;
  latenciesMs: number[];
  dropped: number;
  /** CPU the client processes used together while counting. */
  cpuMs: number;
}

export class ClientPool {
  private constructor(
    private readonly children: ChildProcess[],
    /** The largest clock disagreement between this process and a client process, error bound included. */
    readonly clockSkewMs: number,
  ) {}

  static async start(processes: number): Promise<ClientPool> {
    const children = Array.from({ length: processes }, () =>
      fork(CLIENT_FILE, [], { execArgv: ['--import', import.meta.resolve('tsx')], serialization: 'advanced' }),
    );
    const offsets = await Promise.all(children.map(clockOffset));
    return new ClientPool(children, Math.max(...offsets.map(({ offsetMs, errorMs }) => Math.abs(offsetMs) + errorMs)));
  }

  /** Opens `sockets` sockets to `url`, shared evenly between the processes, and waits until all are ready. */
  async connect(url: string, sockets: number, subscription: object | null): Promise<void> {
    const count = this.children.length;
    await Promise.all(
      this.children.map((child, i) =>
        ask(child, { type: 'connect', url, sockets: Math.floor((sockets + i) / count), subscription }, 'ready'),
      ),
    );
  }

  /** Resolves once every process counts what arrives. */
  async go(): Promise<void> {
    await Promise.all(this.children.map((child) => ask(child, { type: 'go' }, 'counting')));
  }

  /** Tells the processes how many frames each socket was sent, waits for them to arrive, and merges the reports. */
  async finish(frames: number): Promise<PoolReport> {
    const reports: ClientReport[] = await Promise.all(this.children.map((child) => ask(child, { type: 'finish', frames }, 'report')));
    return {
      delivered: reports.reduce((sum, report) => sum + report.delivered, 0),
      lastArrivalAt: Math.max(...reports.map((report) => report.lastArrivalAt)),
      latenciesMs: reports.flatMap((report) => [...report.latenciesMs]),
      dropped: reports.reduce((sum, report) => sum + report.dropped, 0),
      cpuMs: reports.reduce((sum, report) => sum + report.cpuMs, 0),
    };
  }

  /** Closes every socket and waits for the processes to exit. */
  async close(): Promise<void> {
    const exited = this.children.map((child) =>
      child.exitCode === null && child.signalCode === null ? once(child, 'exit') : Promise.resolve(),
    );
    for (const child of this.children) if (child.connected) child.send({ type: 'leave' } satisfies ToClients);
    await Promise.all(exited);
  }
}
