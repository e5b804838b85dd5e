import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { CODE } from '../../common/envelope';
import { messages } from '../i18n/messages';
import { Decimal, formatPrice } from '../../common/money';
import type { ReplayEvent, ReplayTick, TradeReplay } from '../../common/api/ticks';
import type { Side } from '../../common/contract';
import type { SettlementRef } from '../../common/tick-proof';
import type { InstrumentSeed } from '../market/instrument-data';
import { tradeSettlements, type TradeRef } from './settlements';
import { unpackTicks } from './block-ticks';
import { blockMinute, type LoggedTick } from '../../common/tick-log';

// A closed trade's life to play back (issue 37): the recorded ticks from a little before its open to a little after
// its end, its deciding moments (open, partial closes, close; an option's open and settlement), and its levels. A
// long life is thinned to REPLAY_MAX_TICKS, every deciding tick kept; a trade older than the raw ticks are kept plays
// over the per-minute candles' closes instead, saying so (the README gives how long blocks are kept).

export const REPLAY_MAX_TICKS = 3_000;
/** How much of the market before the open and after the end the replay shows. */
const MARGIN_MS = 30_000;

interface ContractLife {
  status: number;
  side: Side;
  lots: string;
  stop_loss: string;
  take_profit: string;
  trailing_distance: string;
}

function thinned(ticks: readonly ReplayTick[], keep: ReadonlySet<number>): ReplayTick[] {
  if (ticks.length <= REPLAY_MAX_TICKS) return [...ticks];
  const step = ticks.length / (REPLAY_MAX_TICKS - keep.size);
  const picked = new Set<number>();
  for (let at = 0; at < ticks.length; at += step) picked.add(Math.floor(at));
  picked.add(ticks.length - 1);
  return ticks.filter((tick, index) => picked.has(index) || keep.has(tick.seq));
}

/** The recorded ticks over [from, to]: the signed blocks' and the journal's (the newest, maybe not sealed yet). */
async function ticksOver(db: Queryable, instrumentId: number, from: number, to: number): Promise<LoggedTick[]> {
  const blocks = await db.query<{ ticks: string }>(
    'SELECT ticks FROM tick_blocks WHERE instrument_id = $1 AND minute >= $2 AND minute <= $3 ORDER BY minute',
    [instrumentId, blockMinute(from), to],
  );
  const journal = await db.query<{ seq: string; time: string; price: string }>(
    'SELECT seq, time, price FROM ticks WHERE instrument_id = $1 AND time >= $2 AND time <= $3',
    [instrumentId, from, to],
  );
  const bySeq = new Map<number, LoggedTick>();
  for (const block of blocks) for (const tick of unpackTicks(instrumentId, block.ticks)) bySeq.set(tick.seq, tick);
  for (const row of journal) {
    bySeq.set(Number(row.seq), { instrument_id: instrumentId, seq: Number(row.seq), time: Number(row.time), price: row.price });
  }
  return [...bySeq.values()].filter((tick) => tick.time >= from && tick.time <= to).sort((a, b) => a.seq - b.seq);
}

async function pricesOver(
  db: Queryable,
  instrument: InstrumentSeed,
  from: number,
  to: number,
): Promise<{ ticks: ReplayTick[]; source: 'ticks' | 'candles' }> {
  const ticks = await ticksOver(db, instrument.id, from, to);
  if (ticks.length > 0) {
    return {
      ticks: ticks.map((tick) => ({ seq: tick.seq, time: tick.time, price: formatPrice(tick.price, instrument.precision) })),
      source: 'ticks',
    };
  }
  const candles = await db.query<{ time: string; close: string }>(
    `SELECT time, close FROM candles WHERE instrument_id = $1 AND period = '1M' AND time >= $2 AND time <= $3 ORDER BY time`,
    [instrument.id, from - 60_000, to],
  );
  return {
    ticks: candles.map((row) => ({ seq: 0, time: Number(row.time), price: formatPrice(row.close, instrument.precision) })),
    source: 'candles',
  };
}

function eventOf(ref: SettlementRef, precision: number, quantity: string | null): ReplayEvent {
  return { kind: ref.event, seq: ref.seq, time: ref.time, price: formatPrice(ref.price, precision), quantity, reason: ref.reason };
}

export async function tradeReplay(
  db: Queryable,
  userId: number,
  ref: TradeRef,
  instrumentOf: (id: number) => InstrumentSeed | undefined,
): Promise<TradeReplay> {
  const { instrumentId, refs } = await tradeSettlements(db, userId, ref);
  const instrument = instrumentOf(instrumentId);
  const last = refs[refs.length - 1];
  if (!instrument || !last) throw new DomainError(CODE.ORDER_STATE, messages.replayNotClosed);
  const level = (value: string) => (new Decimal(value).isZero() ? '0' : formatPrice(value, instrument.precision));
  let events: ReplayEvent[];
  let side: Side;
  let levels = { stop_loss: '0', take_profit: '0', trailing_distance: '0' };
  let expiresAt: number | null = null;
  if (ref.order_id !== undefined) {
    const [life] = await db.query<ContractLife>(
      'SELECT status, side, lots, stop_loss, take_profit, trailing_distance FROM contract_orders WHERE id = $1',
      [ref.order_id],
    );
    if (!life || life.status !== 3 || last.event !== 'close') throw new DomainError(CODE.ORDER_STATE, messages.replayNotClosed);
    const parts = await db.query<{ lots: string }>('SELECT lots FROM contract_partial_closes WHERE order_id = $1 ORDER BY id', [
      ref.order_id,
    ]);
    const opened = parts.reduce((lots, part) => lots.plus(part.lots), new Decimal(life.lots)).toString();
    let partIndex = 0;
    events = refs.map((settlement) => {
      if (settlement.event === 'open') return eventOf(settlement, instrument.precision, opened);
      if (settlement.event === 'partial_close') {
        const part = parts[partIndex];
        partIndex += 1;
        return eventOf(settlement, instrument.precision, part ? new Decimal(part.lots).toString() : null);
      }
      return eventOf(settlement, instrument.precision, new Decimal(life.lots).toString());
    });
    side = life.side;
    levels = { stop_loss: level(life.stop_loss), take_profit: level(life.take_profit), trailing_distance: level(life.trailing_distance) };
  } else {
    const [option] = await db.query<{ status: number; direction: Side; expires_at: string }>(
      'SELECT status, direction, expires_at FROM micro_orders WHERE id = $1',
      [ref.micro_id ?? 0],
    );
    if (!option || option.status !== 3 || last.event !== 'option_settle') throw new DomainError(CODE.ORDER_STATE, messages.replayNotClosed);
    events = refs.map((settlement) => eventOf(settlement, instrument.precision, null));
    side = option.direction;
    expiresAt = Number(option.expires_at);
  }
  const first = refs[0] ?? last;
  const prices = await pricesOver(db, instrument, first.time - MARGIN_MS, last.time + MARGIN_MS);
  return {
    kind: ref.order_id !== undefined ? 'contract' : 'option',
    order_id: ref.order_id ?? null,
    micro_id: ref.micro_id ?? null,
    instrument: instrument.showCode,
    precision: instrument.precision,
    side,
    ticks: thinned(prices.ticks, new Set(refs.map((settlement) => settlement.seq))),
    source: prices.source,
    thinned: prices.ticks.length > REPLAY_MAX_TICKS,
    events,
    ...levels,
    expires_at: expiresAt,
  };
}
