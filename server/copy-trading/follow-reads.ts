import {
  FOLLOW_PAGE_SIZE,
  type CopySkip,
  type FollowedTrader,
  type FollowOrder,
  type FollowOrderPage,
  type MyFollowerPage,
} from '../../common/api/follow';
import { ORDER_STATUS, type OrderStatus } from '../../common/contract';
import { FOLLOW_TYPE, type CopySkipReason } from '../../common/follow';
import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { Queryable } from '../db/database';
import { notFound } from '../errors';
import type { Translate } from '../i18n/catalogs';
import type { ContractEngine } from '../contract/engine';
import { ORDER_COLUMNS, type OrderRow } from '../contract/orders';
import { traderCards } from './traders';
import { FOLLOW_COLUMNS, toFollowSetting, type FollowRow } from './follows';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';

// What followers and traders read of their follows: the follow list's cards with counts, a trader's followers, the
// copies of one follow (holding or history) and the copies that were not opened. Floating profit comes from the
// engine's live valuation, realised profit from the orders as closed.

/** Floating profit of holding copies, valued now by the engine. */
function floating(engine: ContractEngine, ids: readonly string[]): Decimal {
  return ids.reduce((sum, id) => sum.plus(engine.valuation(Number(id))?.FactProfits ?? 0), new Decimal(0));
}

interface FollowTotalsRow extends FollowRow {
  follow_id: string;
  follower_user_id: number;
  position_num: string;
  total_num: string;
  closed_num: string;
  total_amount: string | null;
  position_quantity: string | null;
  realised: string | null;
  used_margin: string | null;
  holding_ids: string[] | null;
  skipped_num: string;
}

/** Per follow: its copies counted and summed (holding and closed), and its skips. Realised profit is that of closed
 * copies and of the parts of open ones closed already (a partial close realises as it goes), as the copy stop-loss counts. */
const FOLLOW_TOTALS = `
  f.id AS follow_id, f.follower_user_id, ${FOLLOW_COLUMNS.split(',')
    .map((column) => `f.${column.trim()}`)
    .join(', ')},
  count(o.id) FILTER (WHERE o.status = ${ORDER_STATUS.holding}) AS position_num,
  count(o.id) AS total_num,
  count(o.id) FILTER (WHERE o.status = ${ORDER_STATUS.history}) AS closed_num,
  sum(o.margin) FILTER (WHERE o.status = ${ORDER_STATUS.holding}) AS total_amount,
  sum(o.lots) FILTER (WHERE o.status = ${ORDER_STATUS.holding}) AS position_quantity,
  sum(o.realised_pnl) AS realised,
  sum(o.margin) AS used_margin,
  array_agg(o.id::text) FILTER (WHERE o.status = ${ORDER_STATUS.holding}) AS holding_ids,
  (SELECT count(*) FROM copy_skips s WHERE s.follow_id = f.id) AS skipped_num`;
const FOLLOW_TOTALS_FROM = 'follows f LEFT JOIN follow_copies c ON c.follow_id = f.id LEFT JOIN contract_orders o ON o.id = c.order_id';
/** A trader's followers: a follow that is active, or ended with copies still open. */
const SHOWN_TO_TRADER = `(f.active OR EXISTS (SELECT 1 FROM follow_copies c2 JOIN contract_orders o2 ON o2.id = c2.order_id
  WHERE c2.follow_id = f.id AND o2.status = ${ORDER_STATUS.holding}))`;

function totalProfits(engine: ContractEngine, row: FollowTotalsRow): Decimal {
  return new Decimal(row.realised ?? 0).plus(floating(engine, row.holding_ids ?? []));
}

/**
 * The follower's follows, active first: an ended one stays listed with its profit and its copies (closed and still
 * open), marked ended, to be followed again from its card. There is one follow per trader, so the list is bounded
 * by the traders there are.
 */
export async function followedTraders(
  db: Queryable,
  engine: ContractEngine,
  translate: Translate,
  userId: number,
  page: number,
): Promise<Page<FollowedTrader>> {
  const list = await paged(
    db,
    {
      select: FOLLOW_TOTALS,
      from: `${FOLLOW_TOTALS_FROM} WHERE f.follower_user_id = $1 GROUP BY f.id`,
      orderBy: 'f.active DESC, f.id DESC',
      params: [userId],
    },
    { page, size: FOLLOW_PAGE_SIZE },
    (row: FollowTotalsRow) => row,
  );
  // The count query groups too: count the groups.
  const [count] = await db.query<{ n: string }>('SELECT count(*) AS n FROM follows f WHERE f.follower_user_id = $1', [userId]);
  const cards = new Map(
    (
      await traderCards(
        db,
        translate,
        userId,
        list.data.map((row) => row.trader_id),
      )
    ).map((card) => [card.id, card]),
  );
  const data: FollowedTrader[] = [];
  for (const row of list.data) {
    const trader = cards.get(row.trader_id);
    if (!trader) continue;
    data.push({
      trader,
      follow_id: Number(row.follow_id),
      multiple: new Decimal(row.multiple).toString(),
      max_amount: formatAmount(row.max_amount),
      position_num: Number(row.position_num),
      total_num: Number(row.total_num),
      closed_num: Number(row.closed_num),
      total_amount: formatAmount(row.total_amount ?? 0),
      position_quantity: new Decimal(row.position_quantity ?? 0).toString(),
      total_profits: formatAmount(totalProfits(engine, row)),
      skipped_num: Number(row.skipped_num),
      active: row.active ? 1 : 0,
      setting: toFollowSetting(row),
    });
  }
  return { data, total: Number(count?.n ?? 0) };
}

/** Shows a follower without giving their email away: its first two letters and its domain, or their uid. */
export function maskedName(email: string | null, uid: string): string {
  if (!email) return uid;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export async function myFollowers(db: Queryable, engine: ContractEngine, userId: number, page: number): Promise<MyFollowerPage> {
  const [trader] = await db.query<{ id: number }>('SELECT id FROM traders WHERE user_id = $1', [userId]);
  if (!trader) return { data: [], total: 0, total_profits: '0.00', position_profits: '0.00', follow_num: 0 };
  const all = await db.query<FollowTotalsRow & { email: string | null; uid: string }>(
    `SELECT ${FOLLOW_TOTALS}, u.email, u.uid FROM ${FOLLOW_TOTALS_FROM} JOIN users u ON u.id = f.follower_user_id
     WHERE f.trader_id = $1 AND ${SHOWN_TO_TRADER} GROUP BY f.id, u.email, u.uid ORDER BY f.active DESC, f.id DESC`,
    [trader.id],
  );
  let total = new Decimal(0);
  let position = new Decimal(0);
  for (const row of all) {
    total = total.plus(totalProfits(engine, row));
    position = position.plus(floating(engine, row.holding_ids ?? []));
  }
  const start = (page - 1) * FOLLOW_PAGE_SIZE;
  return {
    data: all.slice(start, start + FOLLOW_PAGE_SIZE).map((row) => {
      const profits = totalProfits(engine, row);
      const used = new Decimal(row.used_margin ?? 0);
      return {
        follow_id: Number(row.follow_id),
        follower_user_id: row.follower_user_id,
        nickname: maskedName(row.email, row.uid),
        avatar: '',
        profitability: used.isZero() ? '0' : profits.dividedBy(used).toDecimalPlaces(4).toString(),
        total_profits: formatAmount(profits),
        multiple: new Decimal(row.multiple).toString(),
        position_num: Number(row.position_num),
      };
    }),
    total: all.length,
    total_profits: formatAmount(total),
    position_profits: formatAmount(position),
    follow_num: all.filter((row) => row.active).length,
  };
}

interface CopyRow extends OrderRow {
  following: boolean;
  copied_open: boolean;
}

export interface FollowOrdersQuery {
  traderUserId: number;
  followerUserId: number;
  status: OrderStatus;
  page: number;
}

/** The copies of one follow; the caller must be its trader or its follower (anyone else: not found). */
export async function followOrders(
  db: Queryable,
  engine: ContractEngine,
  callerId: number,
  query: FollowOrdersQuery,
): Promise<FollowOrderPage> {
  if (callerId !== query.traderUserId && callerId !== query.followerUserId) throw notFound();
  const from = `(SELECT o.*, c.following, c.copied_open FROM contract_orders o JOIN follow_copies c ON c.order_id = o.id JOIN follows f ON f.id = c.follow_id
     JOIN traders t ON t.id = f.trader_id WHERE t.user_id = $1 AND f.follower_user_id = $2 AND o.status = $3) AS copies`;
  const params = [query.traderUserId, query.followerUserId, query.status];
  const list = await paged(
    db,
    { select: `${ORDER_COLUMNS}, following, copied_open`, from, orderBy: 'id DESC', params },
    { page: query.page, size: FOLLOW_PAGE_SIZE },
    (row: CopyRow): FollowOrder => {
      const order = engine.presentOrder(row);
      return {
        Id: order.Id,
        OriginId: order.OriginId,
        FollowType: FOLLOW_TYPE.copy,
        Status: order.Status,
        OrderType: order.OrderType,
        Quantity: order.Quantity,
        OriginPrice: order.OriginPrice,
        Price: order.Price,
        UpdatePrice: order.UpdatePrice,
        FactProfits: order.FactProfits,
        CautionMoney: order.CautionMoney,
        TradeFee: order.TradeFee,
        TargetLossPrice: order.TargetLossPrice,
        TargetProfitPrice: order.TargetProfitPrice,
        Multiple: order.Multiple,
        CreateTimeHandler: order.CreateTimeHandler,
        CompleteTimeHandler: order.CompleteTimeHandler,
        Following: row.following && order.Status === ORDER_STATUS.holding ? 1 : 0,
        ForexTradeLists: order.ForexTradeLists,
        OpenTick: order.OpenTick,
        CloseTick: order.CloseTick,
        CloseReason: order.CloseReason,
        CopiedOpen: row.copied_open ? 1 : 0,
      };
    },
  );
  let all: Decimal;
  if (query.status === ORDER_STATUS.history) {
    const [sum] = await db.query<{ total: string | null }>(`SELECT sum(realised_pnl) AS total FROM ${from}`, params);
    all = new Decimal(sum?.total ?? 0);
  } else {
    const ids = await db.query<{ id: string }>(`SELECT id FROM ${from}`, params);
    all = floating(
      engine,
      ids.map((row) => row.id),
    );
  }
  return { ...list, all_fact_profits: formatAmount(all) };
}

interface SkipRow {
  id: string;
  follow_id: string;
  trader_id: number;
  origin_id: string;
  reason: CopySkipReason;
  instrument_id: number;
  side: 1 | 2;
  lots: string;
  margin: string;
  tick_seq: string | null;
  tick_time: string | null;
  tick_price: string | null;
  created_at: string;
}

export async function copySkipPage(
  db: Queryable,
  showCode: (instrumentId: number) => { code: string; precision: number },
  userId: number,
  traderId: number | undefined,
  page: number,
): Promise<Page<CopySkip>> {
  return paged(
    db,
    {
      select:
        's.id, s.follow_id, f.trader_id, s.origin_id, s.reason, o.instrument_id, o.side, s.lots, s.margin, s.tick_seq, s.tick_time, s.tick_price, s.created_at',
      from: `copy_skips s JOIN follows f ON f.id = s.follow_id JOIN contract_orders o ON o.id = s.origin_id
             WHERE s.follower_user_id = $1 AND ($2::integer IS NULL OR f.trader_id = $2)`,
      orderBy: 's.id DESC',
      params: [userId, traderId ?? null],
    },
    { page, size: FOLLOW_PAGE_SIZE },
    (row: SkipRow): CopySkip => {
      const instrument = showCode(row.instrument_id);
      return {
        id: Number(row.id),
        follow_id: Number(row.follow_id),
        trader_id: row.trader_id,
        origin_id: Number(row.origin_id),
        reason: row.reason,
        ShowCode: instrument.code,
        OrderType: row.side,
        Quantity: new Decimal(row.lots).toString(),
        margin: formatAmount(row.margin),
        tick:
          row.tick_seq === null || row.tick_price === null
            ? null
            : { Seq: Number(row.tick_seq), Time: Number(row.tick_time), Price: formatPrice(row.tick_price, instrument.precision) },
        created_at: Number(row.created_at),
      };
    },
  );
}
