import {
  FOLLOW_PAGE_SIZE,
  type RankItem,
  type Trader,
  type TraderClosedOrder,
  type TraderDetail,
  type TraderStats,
} from '../../common/api/follow';
import { ORDER_STATUS } from '../../common/contract';
import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { Queryable } from '../db/database';
import { notFound } from '../errors';
import type { Translate } from '../i18n/catalogs';
import type { InstrumentSeed } from '../market/instrument-data';
import { toFollowSetting } from './follows';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';
import { simulatedText } from './simulated/profiles';

// Traders as followers see them: the cards of the follow home (best three-week return first), a trader's detail
// with the statistics the ranking job computed, their latest closed orders and the equity index for the small
// chart, and the ranking itself. Nothing here is computed per request but the follower counts, and a simulated
// trader's name and bio, which are written in the request's language (`translate`).

/** Recent closed orders the detail lists. */
export const RECENT_ORDERS = 20;

interface TraderRow {
  id: number;
  user_id: number;
  nickname: string;
  bio: string;
  avatar: string;
  strategy: string | null;
  follow_num: string;
  is_followed: boolean;
  three_week_rate: string | null;
  total_profit: string | null;
}

interface StatsRow {
  three_week_rate: string;
  three_week_win: string;
  three_week_profit: string;
  total_rate: string;
  total_profit: string;
  total_trade_num: number;
  active_days: number;
  max_drawdown: string;
  followers_profit: string;
  equity: { time: number; value: string }[];
  ranked: boolean;
  computed_at: string;
}

/** Where a trader's avatar is served to anyone (their approved upload), or empty for the app's own. */
export const TRADER_AVATAR_PREFIX = '/api/follow/avatar/';

const CARD_SELECT = `t.id, t.user_id, t.nickname, t.bio, t.avatar, t.strategy,
  (SELECT count(*) FROM follows f WHERE f.trader_id = t.id AND f.active) AS follow_num,
  EXISTS (SELECT 1 FROM follows f WHERE f.trader_id = t.id AND f.active AND f.follower_user_id = $1) AS is_followed,
  s.three_week_rate, s.total_profit`;
const CARD_FROM = 'traders t LEFT JOIN trader_stats s ON s.trader_id = t.id';

const rate = (value: string | null) => new Decimal(value ?? 0).toDecimalPlaces(6).toString();

/** A trader's name and bio as the reader sees them: a person's as they wrote them, a simulated trader's translated. */
function shownText(
  row: { nickname: string; bio: string; strategy: string | null },
  translate: Translate,
): { nickname: string; bio: string } {
  return (row.strategy === null ? null : simulatedText(row.strategy, translate)) ?? { nickname: row.nickname, bio: row.bio };
}

export function toTrader(row: TraderRow, translate: Translate): Trader {
  const text = shownText(row, translate);
  return {
    id: row.id,
    user_id: row.user_id,
    nickname: text.nickname,
    avatar: row.avatar === '' ? '' : `${TRADER_AVATAR_PREFIX}${row.id}`,
    bio: text.bio,
    follow_num: Number(row.follow_num),
    is_followed: row.is_followed ? 1 : 0,
    profit_percent: rate(row.three_week_rate),
    total_profit: formatAmount(row.total_profit ?? 0),
    is_simulated: row.strategy !== null,
  };
}

export async function traderPage(db: Queryable, translate: Translate, viewerId: number | null, page: number): Promise<Page<Trader>> {
  const rows = await db.query<TraderRow>(
    `SELECT ${CARD_SELECT} FROM ${CARD_FROM} ORDER BY s.three_week_rate DESC NULLS LAST, t.id LIMIT $2 OFFSET $3`,
    [viewerId, FOLLOW_PAGE_SIZE, (page - 1) * FOLLOW_PAGE_SIZE],
  );
  const [count] = await db.query<{ n: string }>('SELECT count(*) AS n FROM traders');
  return { data: rows.map((row) => toTrader(row, translate)), total: Number(count?.n ?? 0) };
}

export async function traderCards(db: Queryable, translate: Translate, viewerId: number | null, ids: readonly number[]): Promise<Trader[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<TraderRow>(`SELECT ${CARD_SELECT} FROM ${CARD_FROM} WHERE t.id = ANY($2::integer[])`, [viewerId, ids]);
  return rows.map((row) => toTrader(row, translate));
}

function toStats(row: StatsRow | undefined): TraderStats & { ranked: boolean } {
  return {
    three_week_rate: rate(row?.three_week_rate ?? null),
    three_week_win: rate(row?.three_week_win ?? null),
    three_week_profit: formatAmount(row?.three_week_profit ?? 0),
    total_rate: rate(row?.total_rate ?? null),
    total_trade_num: row?.total_trade_num ?? 0,
    max_drawdown: rate(row?.max_drawdown ?? null),
    followers_profit: formatAmount(row?.followers_profit ?? 0),
    active_days: row?.active_days ?? 0,
    computed_at: Number(row?.computed_at ?? 0),
    ranked: row?.ranked ?? false,
  };
}

export async function traderDetail(
  db: Queryable,
  instrumentOf: (id: number) => InstrumentSeed | undefined,
  translate: Translate,
  viewerId: number | null,
  traderId: number,
): Promise<TraderDetail> {
  const [card] = await traderCards(db, translate, viewerId, [traderId]);
  if (!card) throw notFound();
  const [stats] = await db.query<StatsRow>('SELECT * FROM trader_stats WHERE trader_id = $1', [traderId]);
  const [setting] =
    viewerId === null
      ? []
      : await db.query<Parameters<typeof toFollowSetting>[0]>(
          'SELECT id, trader_id, multiple, max_amount, active, created_at FROM follows WHERE trader_id = $1 AND follower_user_id = $2 AND active',
          [traderId, viewerId],
        );
  const orders = await db.query<{
    id: string;
    instrument_id: number;
    side: 1 | 2;
    lots: string;
    open_price: string;
    close_price: string;
    realised_pnl: string;
    multiple: number;
    created_at: string;
    close_time: string;
  }>(
    `SELECT id, instrument_id, side, lots, open_price, close_price, realised_pnl, multiple, created_at, close_time FROM contract_orders
     WHERE user_id = $1 AND origin_id = 0 AND status = $2 AND close_reason IN ('manual', 'stop_loss', 'take_profit', 'stop_out')
       AND open_price IS NOT NULL
     ORDER BY close_time DESC, id DESC LIMIT $3`,
    [card.user_id, ORDER_STATUS.history, RECENT_ORDERS],
  );
  const recent: TraderClosedOrder[] = [];
  for (const order of orders) {
    const instrument = instrumentOf(order.instrument_id);
    if (!instrument) continue;
    const price = (value: string) => formatPrice(value, instrument.precision);
    recent.push({
      Id: Number(order.id),
      OrderType: order.side,
      Quantity: new Decimal(order.lots).toString(),
      OriginPrice: price(order.open_price),
      Price: price(order.close_price),
      FactProfits: formatAmount(order.realised_pnl),
      Multiple: order.multiple,
      CreateTimeHandler: Number(order.created_at),
      CompleteTimeHandler: Number(order.close_time),
      ForexTradeLists: { Id: instrument.id, ShowCode: instrument.showCode, PricePrecision: instrument.precision },
    });
  }
  return {
    ...card,
    ...toStats(stats),
    setting: setting ? toFollowSetting(setting) : null,
    recent_orders: recent,
    equity: (stats?.equity ?? []).map((point) => ({ time: point.time, value: point.value })),
  };
}

interface RankRow {
  trader_id: number;
  user_id: number;
  nickname: string;
  avatar: string;
  strategy: string | null;
  top_multiple: number;
  three_week_rate: string;
  three_week_win: string;
  three_week_profit: string;
  total_rate: string;
  total_trade_num: number;
  top_code: string;
  position: string;
  bio: string;
}

/** The ranking: eligible traders by three-week return, ties by three-week profit, then the older trader first. */
export function rankPage(db: Queryable, translate: Translate, page: number): Promise<Page<RankItem>> {
  return paged(
    db,
    {
      select: '*',
      from: `(SELECT t.id AS trader_id, t.user_id, t.nickname, t.bio, t.avatar, t.strategy, s.top_multiple, s.three_week_rate, s.three_week_win,
                s.three_week_profit, s.total_rate, s.total_trade_num, s.top_code,
                row_number() OVER (ORDER BY s.three_week_rate DESC, s.three_week_profit DESC, t.id) AS position
              FROM traders t JOIN trader_stats s ON s.trader_id = t.id WHERE s.ranked) AS ranking`,
      orderBy: 'position',
      params: [],
    },
    { page, size: FOLLOW_PAGE_SIZE },
    (row: RankRow): RankItem => ({
      rank: Number(row.position),
      user: {
        id: row.user_id,
        trader_id: row.trader_id,
        nickname: shownText(row, translate).nickname,
        avatar: row.avatar === '' ? '' : `${TRADER_AVATAR_PREFIX}${row.trader_id}`,
        is_simulated: row.strategy !== null,
      },
      multiple: row.top_multiple,
      three_week_rate: rate(row.three_week_rate),
      three_week_win: rate(row.three_week_win),
      three_week_profit: formatAmount(row.three_week_profit),
      total_rate: rate(row.total_rate),
      total_trade_num: row.total_trade_num,
      code: row.top_code,
    }),
  );
}

/** Whose upload a trader's avatar is: the avatar the approved application named, or null without one. */
export async function traderAvatar(db: Queryable, traderId: number): Promise<{ userId: number; url: string } | null> {
  const [trader] = await db.query<{ user_id: number; avatar: string }>('SELECT user_id, avatar FROM traders WHERE id = $1', [traderId]);
  return trader && trader.avatar !== '' ? { userId: trader.user_id, url: trader.avatar } : null;
}
