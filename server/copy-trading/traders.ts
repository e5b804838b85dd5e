import {
  FOLLOW_PAGE_SIZE,
  STATS_PERIODS,
  type PeriodStats,
  type RankItem,
  type RiskInputs,
  type StatsPeriod,
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
import { FOLLOW_COLUMNS, toFollowSetting, type FollowRow } from './follows';
import type { Page } from '../../common/api/page';
import { paged } from '../db/paging';
import { simulatedText } from './simulated/profiles';
import { followRefusal, simulatedFollowForReal, viewerIsDemo } from './follow-eligibility';
import { emptyPeriodStats } from './period-statistics';

// Traders as followers see them: the cards of the follow home (best three-week return first), a trader's detail
// with the statistics the ranking job computed, their latest closed orders and the equity index for the small
// chart, and the ranking itself. Nothing here is computed per request but the follower counts and allocation, whether
// the viewer may follow, and a simulated trader's name and bio, which are written in the request's language
// (`translate`).

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
  risk_score: number | null;
}

/** Who reads a card: whether a new follow is taken depends on it (a simulated trader, for a real account). */
export interface CardViewer {
  isDemo: boolean;
  simulatedForReal: boolean;
}

/** The viewer's facts for the cards' "accepts followers" (a guest is told what a real account would be). */
export async function cardViewer(db: Queryable, viewerId: number | null): Promise<CardViewer> {
  return { isDemo: await viewerIsDemo(db, viewerId), simulatedForReal: await simulatedFollowForReal(db) };
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
  /** Null until the job's first run since issue 36's migration. */
  periods: Partial<Record<StatsPeriod, PeriodStats>> | null;
  risk_score: number | null;
  risk_inputs: RiskInputs | null;
}

/** Where a trader's avatar is served to anyone (their approved upload), or empty for the app's own. */
export const TRADER_AVATAR_PREFIX = '/api/follow/avatar/';

const CARD_SELECT = `t.id, t.user_id, t.nickname, t.bio, t.avatar, t.strategy,
  (SELECT count(*) FROM follows f WHERE f.trader_id = t.id AND f.active) AS follow_num,
  EXISTS (SELECT 1 FROM follows f WHERE f.trader_id = t.id AND f.active AND f.follower_user_id = $1) AS is_followed,
  s.three_week_rate, s.total_profit, s.risk_score`;
const CARD_FROM = 'traders t LEFT JOIN trader_stats s ON s.trader_id = t.id';

const rate = (value: string | null) => new Decimal(value ?? 0).toDecimalPlaces(6).toString();

/** A trader's name and bio as the reader sees them: a person's as they wrote them, a simulated trader's translated. */
function shownText(
  row: { nickname: string; bio: string; strategy: string | null },
  translate: Translate,
): { nickname: string; bio: string } {
  return (row.strategy === null ? null : simulatedText(row.strategy, translate)) ?? { nickname: row.nickname, bio: row.bio };
}

export function toTrader(row: TraderRow, translate: Translate, viewer: CardViewer): Trader {
  const text = shownText(row, translate);
  const refusal = followRefusal({ riskScore: row.risk_score, simulated: row.strategy !== null }, viewer.isDemo, viewer.simulatedForReal);
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
    risk_score: row.risk_score,
    accepts_followers: refusal === null,
  };
}

export async function traderPage(db: Queryable, translate: Translate, viewerId: number | null, page: number): Promise<Page<Trader>> {
  const rows = await db.query<TraderRow>(
    `SELECT ${CARD_SELECT} FROM ${CARD_FROM} ORDER BY s.three_week_rate DESC NULLS LAST, t.id LIMIT $2 OFFSET $3`,
    [viewerId, FOLLOW_PAGE_SIZE, (page - 1) * FOLLOW_PAGE_SIZE],
  );
  const [count] = await db.query<{ n: string }>('SELECT count(*) AS n FROM traders');
  const viewer = await cardViewer(db, viewerId);
  return { data: rows.map((row) => toTrader(row, translate, viewer)), total: Number(count?.n ?? 0) };
}

export async function traderCards(db: Queryable, translate: Translate, viewerId: number | null, ids: readonly number[]): Promise<Trader[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<TraderRow>(`SELECT ${CARD_SELECT} FROM ${CARD_FROM} WHERE t.id = ANY($2::integer[])`, [viewerId, ids]);
  const viewer = await cardViewer(db, viewerId);
  return rows.map((row) => toTrader(row, translate, viewer));
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

/** Every period, as the job stored it, or zero figures for a period it has not computed yet. */
function periodStats(stored: StatsRow['periods'] | undefined): Record<StatsPeriod, PeriodStats> {
  return Object.fromEntries(STATS_PERIODS.map((period) => [period, stored?.[period] ?? emptyPeriodStats()])) as Record<
    StatsPeriod,
    PeriodStats
  >;
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
      : await db.query<FollowRow>(`SELECT ${FOLLOW_COLUMNS} FROM follows WHERE trader_id = $1 AND follower_user_id = $2 AND active`, [
          traderId,
          viewerId,
        ]);
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
     WHERE user_id = $1 AND origin_id = 0 AND status = $2 AND close_reason IN ('manual', 'stop_loss', 'trailing_stop', 'take_profit', 'stop_out')
       AND open_price IS NOT NULL
     ORDER BY close_time DESC, id DESC LIMIT $3`,
    [card.user_id, ORDER_STATUS.history, RECENT_ORDERS],
  );
  // Paused follows count: they still hold the allocation, and their open copies still close with the trader.
  const [allocation] = await db.query<{ total: string | null }>(
    'SELECT sum(max_amount) AS total FROM follows WHERE trader_id = $1 AND active',
    [traderId],
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
    // risk_score and accepts_followers come with the card, for this viewer.
    stats: periodStats(stats?.periods),
    risk_inputs: stats?.risk_inputs ?? null,
    followers_allocation: formatAmount(allocation?.total ?? 0),
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
  risk_score: number | null;
}

/**
 * The ranking: eligible traders by three-week return, ties by three-week profit, then the older trader first. Its
 * `accepts_followers` answers for the viewer, as the cards do: the risk rule, and a simulated trader for a real account.
 */
export async function rankPage(db: Queryable, translate: Translate, viewerId: number | null, page: number): Promise<Page<RankItem>> {
  const viewer = await cardViewer(db, viewerId);
  return paged(
    db,
    {
      select: '*',
      from: `(SELECT t.id AS trader_id, t.user_id, t.nickname, t.bio, t.avatar, t.strategy, s.top_multiple, s.three_week_rate, s.three_week_win,
                s.three_week_profit, s.total_rate, s.total_trade_num, s.top_code, s.risk_score,
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
      risk_score: row.risk_score,
      accepts_followers:
        followRefusal({ riskScore: row.risk_score, simulated: row.strategy !== null }, viewer.isDemo, viewer.simulatedForReal) === null,
    }),
  );
}

/** Whose upload a trader's avatar is: the avatar the approved application named, or null without one. */
export async function traderAvatar(db: Queryable, traderId: number): Promise<{ userId: number; url: string } | null> {
  const [trader] = await db.query<{ user_id: number; avatar: string }>('SELECT user_id, avatar FROM traders WHERE id = $1', [traderId]);
  return trader && trader.avatar !== '' ? { userId: trader.user_id, url: trader.avatar } : null;
}
