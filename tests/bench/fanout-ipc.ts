// The messages between the socket fan-out bench (which runs the server) and its client processes, and the clock
// they share.

/**
 * Milliseconds on a clock every process on this machine reads alike: the wall-clock instant the process started
 * plus the monotonic time since. Latency is a stamp taken by the server's process subtracted from a reading in a
 * client's process, so both must use this clock; `performance.now()` alone starts at each process's own zero.
 */
export function sharedNow(): number {
  return performance.timeOrigin + performance.now();
}

/** From the bench to a client process. */
export type ToClients =
  | { type: 'clock'; askedAt: number }
  /** `subscription`: the frame each socket sends to get the pushes, or null when the server sends them unasked. */
  | { type: 'connect'; url: string; sockets: number; subscription: object | null }
  | { type: 'go' }
  /** `frames`: how many frames the server sent each socket. */
  | { type: 'finish'; frames: number }
  /** Close every socket and exit. */
  | { type: 'leave' };

/** What a client process measured between `go` and `finish`. */
export interface ClientReport {
  type: 'report';
  /** Frames received, over all sockets. */
  delivered: number;
  /** The shared clock when the last push arrived, or 0 if none did. */
  lastArrivalAt: number;
  /** Latency in milliseconds of a fixed share of the pushes, chosen by arrival count, not by content. */
  latenciesMs: Float64Array;
  /** Sockets the server closed while pushes were flowing (the hub drops a client that reads too slowly). */
  dropped: number;
  cpuMs: number;
}

/** From a client process to the bench. */
export type FromClients =
  | { type: 'clock'; askedAt: number; clientNow: number }
  /** Answers `connect`: every socket is open and, where the server needs it, subscribed. */
  | { type: 'ready' }
  /** Answers `go`: from now on every frame a socket receives is counted as a push. */
  | { type: 'counting' }
  | ClientReport;
