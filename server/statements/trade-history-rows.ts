import type { CloseReason, OpenReason } from '../../common/api/trade';
import { Decimal } from '../../common/money';
import type { Queryable } from '../db/database';
import type { StatementPeriod } from './period';

// The trade history's events (issue 39), read in batches in time order: each contract order's fill, each of its
// partial closes and its close, and each option's placing and settlement, every one with the tick that decided it.
// The figures are the ones the settlement wrote with its journal (contract_orders, contract_partial_closes,
// micro_orders), never worked out again: the realised result of a part is the part's, and of the final close the
// order's whole realised result less its parts', which is what the close's own journal booked.
//
// An event falls in the period by its deciding tick's time. A fill carries the order's lots, margin and fee as at the
// fill (what is open now plus what the parts took), and the fee paid when the order was placed; a part and a close
// carry the lots they closed, the margin they released and what they realised, and no fee (the fee was paid once, at
// the open, so the column adds up to what was paid). A pending order never filled is not a trade and is left out. A
// part is closed by the owner's hand, or follows their trader's part (a copy's): only the former says "manual".
//
// Keyset on (time, product, order, event, part): the union's order is total, so no batch reads what an earlier one
// read and none is skipped, and a year of a busy account is never held whole in memory.

/** Why an event happened. A pending order cancelled or expired was never filled: it has no events. */
export type TradeReason = OpenReason | Exclude<CloseReason, 'cancelled' | 'expired'> | 'expiry';

export type TradeEventKind = 'opened' | 'partly_closed' | 'closed' | 'option_placed' | 'option_settled';

/** The products, in the order events of one moment are listed. */
export const TRADE_PRODUCT = { contract: 0, option: 1 } as const;
type TradeProduct = (typeof TRADE_PRODUCT)[keyof typeof TRADE_PRODUCT];

export interface TradeEvent {
  /** Epoch ms: the deciding tick's time. */
  at: number;
  product: TradeProduct;
  orderId: string;
  event: TradeEventKind;
  instrument: string;
  pricePrecision: number;
  /** A contract's side (1 buy, 2 sell) or an option's direction (1 up, 2 down). */
  direction: number;
  lots: Decimal | null;
  stake: Decimal | null;
  price: Decimal | null;
  tickSeq: string | null;
  reason: TradeReason | null;
  /** Epoch ms: an option's expiry. */
  expiresAt: number | null;
  margin: Decimal | null;
  fee: Decimal | null;
  realised: Decimal | null;
}

const BATCH_EVENTS = 1_000;

interface EventRow {
  at: string;
  product: TradeProduct;
  order_id: string;
  rank: number;
  part_id: string;
  event: TradeEventKind;
  instrument: string;
  price_precision: number;
  direction: number;
  lots: string | null;
  stake: string | null;
  price: string | null;
  tick_seq: string | null;
  reason: TradeEvent['reason'];
  expires_at: string | null;
  margin: string | null;
  fee: string | null;
  realised: string | null;
}

// What an order's parts took, for its fill (added back) and its close (taken off).
const PARTS = `LEFT JOIN LATERAL (
    SELECT coalesce(sum(p.lots), 0) AS lots, coalesce(sum(p.margin), 0) AS margin, coalesce(sum(p.realised_pnl), 0) AS realised
    FROM contract_partial_closes p WHERE p.order_id = o.id
  ) parts ON true`;

// $1 user, $2 and $3 the period's edges (ms). A contract order filled has its open tick; one cancelled or expired
// while pending has none.
const EVENTS = `
  SELECT o.open_time AS at, ${TRADE_PRODUCT.contract} AS product, o.id AS order_id, 0 AS rank, 0::bigint AS part_id,
         'opened' AS event, o.instrument_id, o.side AS direction, o.lots + parts.lots AS lots, NULL::numeric AS stake,
         o.open_price AS price, o.open_seq AS tick_seq, o.open_reason AS reason, NULL::bigint AS expires_at,
         o.margin + parts.margin AS margin, o.fee, NULL::numeric AS realised
  FROM contract_orders o ${PARTS}
  WHERE o.user_id = $1 AND o.open_time >= $2 AND o.open_time < $3
  UNION ALL
  SELECT p.time, ${TRADE_PRODUCT.contract}, o.id, 1, p.id, 'partly_closed', o.instrument_id, o.side, p.lots, NULL, p.price, p.seq,
         CASE WHEN p.origin_part_id IS NULL THEN 'manual' END, NULL, p.margin, NULL, p.realised_pnl
  FROM contract_partial_closes p JOIN contract_orders o ON o.id = p.order_id
  WHERE p.user_id = $1 AND p.time >= $2 AND p.time < $3
  UNION ALL
  SELECT o.close_time, ${TRADE_PRODUCT.contract}, o.id, 2, 0, 'closed', o.instrument_id, o.side, o.lots, NULL, o.close_price, o.close_seq,
         o.close_reason, NULL, o.margin, NULL, o.realised_pnl - parts.realised
  FROM contract_orders o ${PARTS}
  WHERE o.user_id = $1 AND o.status = 3 AND o.open_time IS NOT NULL AND o.close_time >= $2 AND o.close_time < $3
  UNION ALL
  SELECT m.open_time, ${TRADE_PRODUCT.option}, m.id, 0, 0, 'option_placed', m.instrument_id, m.direction, NULL, m.amount, m.open_price,
         m.open_seq, NULL, m.expires_at, NULL, NULL, NULL
  FROM micro_orders m
  WHERE m.user_id = $1 AND m.open_time >= $2 AND m.open_time < $3
  UNION ALL
  SELECT m.end_time, ${TRADE_PRODUCT.option}, m.id, 1, 0, 'option_settled', m.instrument_id, m.direction, NULL, m.amount, m.end_price,
         m.end_seq, 'expiry', m.expires_at, NULL, NULL, m.fact_profits
  FROM micro_orders m
  WHERE m.user_id = $1 AND m.status = 3 AND m.end_time >= $2 AND m.end_time < $3`;

const decimal = (value: string | null): Decimal | null => (value === null ? null : new Decimal(value));

function eventOf(row: EventRow): TradeEvent {
  return {
    at: Number(row.at),
    product: row.product,
    orderId: row.order_id,
    event: row.event,
    instrument: row.instrument,
    pricePrecision: row.price_precision,
    direction: row.direction,
    lots: decimal(row.lots),
    stake: decimal(row.stake),
    price: decimal(row.price),
    tickSeq: row.tick_seq,
    reason: row.reason,
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    margin: decimal(row.margin),
    fee: decimal(row.fee),
    realised: decimal(row.realised),
  };
}

/** The user's trade events in the period, oldest first, a batch at a time. */
export async function* tradeEvents(
  db: Queryable,
  userId: number,
  period: StatementPeriod,
  batch = BATCH_EVENTS,
): AsyncGenerator<TradeEvent[]> {
  let after: EventRow | null = null;
  for (;;) {
    const rows: EventRow[] = await db.query<EventRow>(
      `SELECT e.at::text AS at, e.product, e.order_id::text AS order_id, e.rank, e.part_id::text AS part_id, e.event,
              i.show_code AS instrument, i.price_precision, e.direction, e.lots::text AS lots, e.stake::text AS stake,
              e.price::text AS price, e.tick_seq::text AS tick_seq, e.reason, e.expires_at::text AS expires_at,
              e.margin::text AS margin, e.fee::text AS fee, e.realised::text AS realised
       FROM (${EVENTS}) e JOIN instruments i ON i.id = e.instrument_id
       WHERE $4::bigint IS NULL OR (e.at, e.product, e.order_id, e.rank, e.part_id) > ($4, $5::integer, $6::bigint, $7::integer, $8::bigint)
       ORDER BY e.at, e.product, e.order_id, e.rank, e.part_id
       LIMIT $9`,
      [
        userId,
        period.startMs,
        period.endMs,
        after?.at ?? null,
        after?.product ?? 0,
        after?.order_id ?? '0',
        after?.rank ?? 0,
        after?.part_id ?? '0',
        batch,
      ],
    );
    if (rows.length > 0) yield rows.map(eventOf);
    if (rows.length < batch) return;
    after = rows[rows.length - 1] ?? null;
  }
}
