import type { Queryable } from '../db/database';
import { DomainError, notFound } from '../errors';
import { CODE } from '../../common/envelope';
import { messages } from '../i18n/messages';
import type { SettlementRef } from '../../common/tick-proof';
import { canonicalPrice } from '../../common/tick-log';

// The ticks one of the user's trades was settled on (issue 37): a contract order's fill, its partial closes and its
// close (by hand, stop-loss, trailing stop, take-profit, stop-out, expiry), an option's open and its settlement. A
// cancelled order and a demo reset were decided by no tick. Another user's order reads as not found.

export interface TradeSettlements {
  instrumentId: number;
  refs: SettlementRef[];
}

/** What a proof or a replay is asked for: exactly one of the two. */
export interface TradeRef {
  order_id?: number | undefined;
  micro_id?: number | undefined;
}

export function oneTrade(ref: TradeRef): { orderId: number } | { microId: number } {
  if (ref.order_id !== undefined && ref.micro_id === undefined) return { orderId: ref.order_id };
  if (ref.micro_id !== undefined && ref.order_id === undefined) return { microId: ref.micro_id };
  throw new DomainError(CODE.BAD_INPUT, messages.tickProofOneOrder);
}

interface ContractRow {
  user_id: number;
  instrument_id: number;
  open_reason: string | null;
  open_seq: string | null;
  open_price: string | null;
  open_time: string | null;
  close_reason: string | null;
  close_seq: string | null;
  close_price: string | null;
  close_time: string | null;
}

async function contractSettlements(db: Queryable, userId: number, orderId: number): Promise<TradeSettlements> {
  const [row] = await db.query<ContractRow>(
    `SELECT user_id, instrument_id, open_reason, open_seq, open_price, open_time, close_reason, close_seq, close_price, close_time
     FROM contract_orders WHERE id = $1`,
    [orderId],
  );
  if (!row || row.user_id !== userId) throw notFound();
  const refs: SettlementRef[] = [];
  if (row.open_seq !== null && row.open_price !== null) {
    refs.push({
      event: 'open',
      reason: row.open_reason,
      order_id: orderId,
      seq: Number(row.open_seq),
      price: canonicalPrice(row.open_price),
      time: Number(row.open_time),
    });
  }
  const parts = await db.query<{ seq: string; price: string; time: string }>(
    'SELECT seq, price, time FROM contract_partial_closes WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  for (const part of parts) {
    refs.push({
      event: 'partial_close',
      reason: 'manual',
      order_id: orderId,
      seq: Number(part.seq),
      price: canonicalPrice(part.price),
      time: Number(part.time),
    });
  }
  if (row.close_seq !== null && row.close_price !== null) {
    refs.push({
      event: 'close',
      reason: row.close_reason,
      order_id: orderId,
      seq: Number(row.close_seq),
      price: canonicalPrice(row.close_price),
      time: Number(row.close_time),
    });
  }
  return { instrumentId: row.instrument_id, refs };
}

interface MicroRow {
  user_id: number;
  instrument_id: number;
  open_seq: string;
  open_price: string;
  open_time: string;
  end_seq: string | null;
  end_price: string | null;
  end_time: string | null;
}

async function optionSettlements(db: Queryable, userId: number, microId: number): Promise<TradeSettlements> {
  const [row] = await db.query<MicroRow>(
    'SELECT user_id, instrument_id, open_seq, open_price, open_time, end_seq, end_price, end_time FROM micro_orders WHERE id = $1',
    [microId],
  );
  if (!row || row.user_id !== userId) throw notFound();
  const refs: SettlementRef[] = [
    {
      event: 'option_open',
      reason: null,
      micro_id: microId,
      seq: Number(row.open_seq),
      price: canonicalPrice(row.open_price),
      time: Number(row.open_time),
    },
  ];
  if (row.end_seq !== null && row.end_price !== null) {
    refs.push({
      event: 'option_settle',
      reason: 'expiry',
      micro_id: microId,
      seq: Number(row.end_seq),
      price: canonicalPrice(row.end_price),
      time: Number(row.end_time),
    });
  }
  return { instrumentId: row.instrument_id, refs };
}

/** The settled ticks of the user's order or option, oldest first; refused when there are none. */
export async function tradeSettlements(db: Queryable, userId: number, ref: TradeRef): Promise<TradeSettlements> {
  const trade = oneTrade(ref);
  const found =
    'orderId' in trade ? await contractSettlements(db, userId, trade.orderId) : await optionSettlements(db, userId, trade.microId);
  if (found.refs.length === 0) throw new DomainError(CODE.NO_TICK_PROOF, messages.tickProofNotSettled);
  return found;
}
