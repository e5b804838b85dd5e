import type { Side } from '../contract';
import type { Checkpoint } from '../tick-log';
import type { ProofBundle, SettlementEvent } from '../tick-proof';
import { endpoint } from './endpoint';
import type * as input from './input/ticks';

// Verifiable prices (issue 37): the signed tick log's public face. The key and the checkpoints are for anyone; a
// settlement's proof and a trade's replay are the user's own orders only; the raw ticks of any instrument, with
// their blocks, are for anyone too (rate-limited), so an outsider can rebuild the chains. The encoding is
// ../tick-log.ts; the proof and its check ../tick-proof.ts.

export interface TickPublicKey {
  algorithm: 'Ed25519';
  /** The raw 32-byte public key, base64. */
  public_key: string;
  /** The same key as a PEM SubjectPublicKeyInfo, for tools that want one. */
  pem: string;
  /** First 16 hex digits of SHA-256 of the raw key: what each checkpoint's key_id names. */
  key_id: string;
}

export const getTickPublicKey = endpoint<TickPublicKey>()({ method: 'GET', path: '/api/ticks/public_key' });

/** The newest checkpoint; null before the first one is signed. */
export const getLatestCheckpoint = endpoint<Checkpoint | null>()({ method: 'GET', path: '/api/ticks/checkpoint/latest' });

/** The checkpoint in force at `at` (ms): the newest signed at or before it. */
export const getCheckpointAt = endpoint<Checkpoint, typeof input.checkpointAt>()({ method: 'GET', path: '/api/ticks/checkpoint' });

/** The proofs of a contract order's (order_id) or an option's (micro_id) settled ticks: the caller's own only. */
export const getTickProof = endpoint<ProofBundle, typeof input.tickProof>()({ method: 'GET', path: '/api/ticks/proof', auth: true });

/**
 * The ticks of one instrument (forex_id) over a range of minutes ([from, to), ms, rounded out to whole minutes), at
 * most a day, with the blocks that hold them: a file, CSV (a row per tick, its block's fields beside it) or JSON
 * (the blocks, each with its ticks). Only sealed minutes are there; for anyone, rate-limited.
 */
export const downloadTicks = endpoint<never, typeof input.downloadTicks>()({ method: 'GET', path: '/api/ticks/download' });

export interface ReplayTick {
  seq: number;
  time: number;
  price: string;
}

export type ReplayEventKind = SettlementEvent;

/** A moment of the position's life, on the tick that decided it. */
export interface ReplayEvent {
  kind: ReplayEventKind;
  seq: number;
  time: number;
  price: string;
  /** Lots it opened or closed (a contract); null for an option. */
  quantity: string | null;
  /** The open or close reason (a contract), or "expiry" (an option). */
  reason: string | null;
}

/** A closed trade's life over its recorded ticks, to play back. */
export interface TradeReplay {
  kind: 'contract' | 'option';
  order_id: number | null;
  micro_id: number | null;
  /** ShowCode, such as "EUR/USD". */
  instrument: string;
  precision: number;
  /** A contract's side, or an option's direction (1 up / buy, 2 down / sell). */
  side: Side;
  /** The recorded ticks from a little before the open to a little after the end, oldest first. */
  ticks: ReplayTick[];
  /** Where the prices come from: the recorded ticks, or, for a trade older than the raw ticks are kept, the per-minute
   * candles' closes (the deciding ticks stay exact: they are the order's own record). */
  source: 'ticks' | 'candles';
  /** True when the life held more ticks than a replay carries: then every tick that decided something is kept and the
   * others are taken evenly. */
  thinned: boolean;
  events: ReplayEvent[];
  /** The stop-loss level when the trade ended ("0": none); with a trailing distance, where the trail had taken it. */
  stop_loss: string;
  take_profit: string;
  /** A trailing stop's distance in price ("0": none): the replay draws the trail from the open over the ticks. */
  trailing_distance: string;
  /** An option's expiry (ms); null for a contract. */
  expires_at: number | null;
}

export const getTradeReplay = endpoint<TradeReplay, typeof input.tickProof>()({ method: 'GET', path: '/api/ticks/replay', auth: true });
