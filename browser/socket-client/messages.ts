import type { SocketStatus } from './connection';
import type { CoreEvent } from './core';
import { isRecord, isSeq } from './frames';

// What tabs and the socket worker say to each other. Commands go up a tab's own MessagePort; what the socket
// hears goes down to every tab at once on a BroadcastChannel, so the worker does not loop over tabs per push.

/** The BroadcastChannel the worker posts CoreEvents on, and the shared worker's name. */
export const SOCKET_CHANNEL = 'meridian-socket';

export type TabMessage =
  /** First message of a tab, and again whenever the worker asks (resync): everything the tab wants. */
  | { kind: 'hello'; topics: string[] }
  | { kind: 'sub'; topic: string }
  | { kind: 'unsub'; topic: string }
  | { kind: 'login'; token: string }
  | { kind: 'logout' }
  /** Answer to a probe: the tab still runs. */
  | { kind: 'alive' }
  /** The tab saw the network come back. */
  | { kind: 'online' }
  /** The tab is going away (pagehide). */
  | { kind: 'bye' };

export type WorkerMessage =
  | { kind: 'probe' }
  /** The worker had dropped this tab as silent; it must say hello again. */
  | { kind: 'resync' }
  | { kind: 'status'; status: SocketStatus };

const STATUSES: readonly SocketStatus[] = ['connecting', 'open', 'offline'];

function isStatus(value: unknown): value is SocketStatus {
  return STATUSES.some((status) => status === value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 512;
}

export function readTabMessage(value: unknown): TabMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'hello': {
      const topics = value.topics;
      return Array.isArray(topics) && topics.every(isText) ? { kind: 'hello', topics } : null;
    }
    case 'sub':
    case 'unsub':
      return isText(value.topic) ? { kind: value.kind, topic: value.topic } : null;
    case 'login':
      return isText(value.token) ? { kind: 'login', token: value.token } : null;
    case 'logout':
    case 'alive':
    case 'online':
    case 'bye':
      return { kind: value.kind };
    default:
      return null;
  }
}

export function readWorkerMessage(value: unknown): WorkerMessage | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'probe':
    case 'resync':
      return { kind: value.kind };
    case 'status':
      return isStatus(value.status) ? { kind: 'status', status: value.status } : null;
    default:
      return null;
  }
}

export function readCoreEvent(value: unknown): CoreEvent | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'push':
      return isText(value.topic) && isSeq(value.seq) ? { kind: 'push', topic: value.topic, seq: value.seq, data: value.data } : null;
    case 'gap':
      return isText(value.topic) ? { kind: 'gap', topic: value.topic } : null;
    case 'status':
      return isStatus(value.status) ? { kind: 'status', status: value.status } : null;
    default:
      return null;
  }
}
