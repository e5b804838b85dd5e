import { ANY_OPERATOR, SUPPORT } from './operator-roles';
import type { OrderStatus, Side } from '../contract';
import type { CopySkipReason, FollowType, TraderApplicationStatus } from '../follow';
import { endpoint } from './endpoint';
import type * as input from './input/follow';
import type { DecidingTick } from './trade';
import type { Page } from './page';
import type { QueuePage } from './queue-page';

// Copy trading and the trader ranking (spec sections 3, 4, 7 and 9; issue 14). Spec paths where the spec gives
// them; the rest (skipped copies, the application's state, the ranking, the back office) under /api/follow and
// /admin/api/follow. Money is decimal text, 2 places; rates are ratios as decimal text ("0.1234" is 12.34 %);
// times are milliseconds since 1970 UTC.

export const FOLLOW_PAGE_SIZE = 10;

/** The statistics the scheduled job keeps per trader (window: the last 21 days, from closed orders). */
export interface TraderStats {
  /** Time-weighted return on the trader's own equity over the window (deposits, withdrawals, transfers neutral). */
  three_week_rate: string;
  /** Fully closed winning orders / fully closed orders in the window, a ratio. */
  three_week_win: string;
  /** Realised profit in the window, USD. */
  three_week_profit: string;
  /** Time-weighted return since the trader's first order. */
  total_rate: string;
  /** All closed orders. */
  total_trade_num: number;
  /** Largest peak-to-trough fall of the equity index in the window, a ratio (0.25 = 25 %). */
  max_drawdown: string;
  /** Realised plus floating profit of every copy of this trader's orders, USD. */
  followers_profit: string;
  /** Days of the window with a closed order. */
  active_days: number;
  /** When the job last computed these; 0 before its first run. */
  computed_at: number;
}

/** A trader card (spec section 3, "Trader"). */
export interface Trader {
  /** The trader's id (used by trader_detail, follow_trader and canal_follow as `trader_id`). */
  id: number;
  user_id: number;
  nickname: string;
  /** An uploaded image URL, or empty for the app's own. */
  avatar: string;
  bio: string;
  /** Active followers. */
  follow_num: number;
  /** Whether the caller follows this trader now (0 or 1; always 0 for a guest). */
  is_followed: 0 | 1;
  /** The return shown on the card: three_week_rate. */
  profit_percent: string;
  /** Realised profit since the trader started, USD. */
  total_profit: string;
  /** A seeded trader that trades by a named rule, not a person. */
  is_simulated: boolean;
  /** 1 to 10, or null before there is history (common/follow-risk.ts). */
  risk_score: number | null;
  /** Whether this viewer may start following now: not at risk 8 or above, and a simulated trader only from a demo
   * account unless an operator allows real money (a guest is told what a real account would be). */
  accepts_followers: boolean;
}

/** A closed order of a trader, as the detail screen lists it. */
export interface TraderClosedOrder {
  Id: number;
  OrderType: Side;
  Quantity: string;
  OriginPrice: string;
  Price: string;
  FactProfits: string;
  Multiple: number;
  CreateTimeHandler: number;
  CompleteTimeHandler: number;
  ForexTradeLists: { Id: number; ShowCode: string; PricePrecision: number };
}

/** One point of the trader's equity index (starts at 1; deposits and withdrawals do not move it). */
export interface EquityPoint {
  time: number;
  /** The index, e.g. "1.0425" after +4.25 %. */
  value: string;
}

/** The periods of a trader's statistics (issue 36), beside the spec's three-week figures. */
export const STATS_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** A trader's figures over one period, computed by the leader's job from the ledger and their closed orders. */
export interface PeriodStats {
  /** Time-weighted return over the period, a ratio ("0.0425" is +4.25 %). */
  rate: string;
  /** Realised profit less fees of orders closed in the period, USD. */
  profit: string;
  /** Winning closed orders / closed orders in the period, a ratio. */
  win_rate: string;
  /** Closed orders in the period. */
  trade_num: number;
  /** Largest peak-to-trough fall of the equity index in the period, a ratio. */
  max_drawdown: string;
  /** Mean over standard deviation of daily returns, annualised by the square root of 365; "0" with under 2 days. */
  sharpe: string;
  /** Mean time from open to close of the period's closed orders, ms; 0 without any. */
  avg_holding_ms: number;
  /** Realised profit of followers' copies closed in the period, USD. */
  followers_profit: string;
  /** The equity index at the end of each day of the period (and now), relative to its start, oldest first. */
  equity: EquityPoint[];
}

/** What a trader's risk score was computed from (the job's inputs, for the operator's view and the help text). */
export interface RiskInputs {
  /** Standard deviation of the daily returns over the last 90 days, a ratio. */
  daily_volatility: string;
  /** Days of the 90 with an equity value (days before the first trade are not counted). */
  days: number;
}

export interface TraderDetail extends Trader, TraderStats {
  /** The caller's follow setting with this trader, when following. */
  setting: FollowSetting | null;
  /** The latest closed orders, newest first. */
  recent_orders: TraderClosedOrder[];
  /** Daily equity index over the window, oldest first, for the small chart. */
  equity: EquityPoint[];
  /** Whether the trader is in the ranking (see the ranking rules). */
  ranked: boolean;
  /** The figures per period (issue 36); every period present, zeros before the job's first run. */
  stats: Record<StatsPeriod, PeriodStats>;
  /** 1 (calm) to 10 (wild), from the volatility of daily returns (common/follow-risk.ts); null before there is history. */
  risk_score: number | null;
  risk_inputs: RiskInputs | null;
  /** Active followers now and the money they allocate to this trader (their max_total), USD. */
  followers_allocation: string;
  /** Whether a new follow is taken now: not at risk 8 or above; a simulated trader only for demo users unless an
   * operator allows real money (setting `simulated_follow_real`). */
  accepts_followers: boolean;
}

/** Why a follow ended: the follower cancelled it, or its copy stop-loss fired. */
export const FOLLOW_END_REASON = { cancelled: 'cancelled', stopLoss: 'stop_loss' } as const;
export type FollowEndReason = (typeof FOLLOW_END_REASON)[keyof typeof FOLLOW_END_REASON];

/** The caller's follow of one trader (spec section 3, "Follow setting"; issue 36's controls). */
export interface FollowSetting {
  follow_id: number;
  trader_id: number;
  /** The copy ratio, one of the offered multiples (used when amount_per_order is null). */
  multiple: string;
  /** The allocation: the most margin, USD, this follow's open copies may hold at once. */
  max_amount: string;
  /** The same allocation under the name (always equal to max_amount). */
  max_total: string;
  /** A fixed margin per copied order, USD, instead of the ratio; null sizes by the ratio. */
  amount_per_order: string | null;
  /** The most margin one copy may lock, USD; null without a cap. */
  max_per_order: string | null;
  /** A copy is skipped when its fill would be further than this from the trader's, in percent ("0.5"). */
  max_slippage_percent: string;
  /** The copy stop-loss as money lost (USD), or null. */
  stop_loss_amount: string | null;
  /** The copy stop-loss as a percentage (5 to 95) of the allocation, or null. */
  stop_loss_percent: string | null;
  /** The loss, USD, at which the copy stop-loss fires now (the amount, or the percentage of today's allocation). */
  stop_loss_limit: string | null;
  /** Whether the trader's positions open when following were copied too. */
  copy_open: 0 | 1;
  /** 1 paused: open copies stay, no new ones until resumed. */
  paused: 0 | 1;
  /** 1 following; 0 ended by canal_follow or by the copy stop-loss. */
  active: 0 | 1;
  /** Why it ended, when active is 0. */
  ended_reason: FollowEndReason | null;
  ended_at: number;
  created_at: number;
}

/** GET /api/follow/list: the caller's active follows and what the settings sheet may offer. */
export interface FollowList {
  data: FollowSetting[];
  /** The copy ratios on offer (back office setting, else 0.5, 1, 2, 3, 5). */
  multiples: string[];
  /** The largest max_amount the caller may set now: their contract account's balance plus locked margin. */
  max_amount_limit: string;
}

/** A trader the caller follows (spec section 3, "Followed trader"), with the trader's card. */
export interface FollowedTrader {
  trader: Trader;
  follow_id: number;
  multiple: string;
  max_amount: string;
  /** Copies holding now. */
  position_num: number;
  /** All copies of this follow (holding and closed). */
  total_num: number;
  /** Closed copies (the drawer's history count). */
  closed_num: number;
  /** Margin the holding copies hold, USD. */
  total_amount: string;
  /** Lots of the holding copies. */
  position_quantity: string;
  /** Realised profit of closed copies plus floating profit of holding ones, USD, 2 decimals. */
  total_profits: string;
  /** Copies that were skipped (not opened) for this follow. */
  skipped_num: number;
  /** 1 following; 0 ended by canal_follow (still listed, after the active ones, with its profit and copies). */
  active: 0 | 1;
  /** The follow's settings (issue 36): pause, budgets, the copy stop-loss and why it ended. */
  setting: FollowSetting;
}

/** A follower of the caller (spec section 3, "Follower"). */
export interface Follower {
  follow_id: number;
  follower_user_id: number;
  nickname: string;
  avatar: string;
  /** Their copies' profit over the margin they used, a ratio. */
  profitability: string;
  /** Realised plus floating profit of their copies, USD, 2 decimals. */
  total_profits: string;
  multiple: string;
  position_num: number;
}

/** GET /api/follow/my_follower (spec section 3, "My-follower summary", and the page). */
export interface MyFollowerPage extends Page<Follower> {
  /** All followers' realised plus floating copy profit. */
  total_profits: string;
  /** All followers' floating copy profit. */
  position_profits: string;
  follow_num: number;
}

/** A copy (spec section 3, "Follow order"). */
export interface FollowOrder {
  Id: number;
  /** The trader's order it copies. */
  OriginId: number;
  FollowType: FollowType;
  Status: OrderStatus;
  OrderType: Side;
  Quantity: string;
  OriginPrice: string;
  Price: string;
  UpdatePrice: string;
  FactProfits: string;
  CautionMoney: string;
  TradeFee: string;
  TargetLossPrice: string;
  TargetProfitPrice: string;
  Multiple: number;
  CreateTimeHandler: number;
  CompleteTimeHandler: number;
  /** Whether it still closes with the trader (0 after the follower closed it by hand or cancelled the follow). */
  Following: 0 | 1;
  ForexTradeLists: { Id: number; ShowCode: string; PricePrecision: number };
  OpenTick: DecidingTick | null;
  CloseTick: DecidingTick | null;
  CloseReason: string | null;
  /** 1 when it copies a position the trader already held when the follow began (copy_open), at the price then. */
  CopiedOpen: 0 | 1;
}

export interface FollowOrderPage extends Page<FollowOrder> {
  all_fact_profits: string;
}

/** A copy that was not opened, and why (kept, listed and pushed; never silently dropped). */
export interface CopySkip {
  id: number;
  follow_id: number;
  trader_id: number;
  /** The trader's order that was not copied. */
  origin_id: number;
  reason: CopySkipReason;
  ShowCode: string;
  OrderType: Side;
  /** The lots the copy would have had. */
  Quantity: string;
  /** The margin it would have locked, USD. */
  margin: string;
  /** The tick that decided it. */
  tick: DecidingTick | null;
  created_at: number;
}

/** The caller's trader application, or none. */
export interface TraderApplication {
  id: number;
  status: TraderApplicationStatus;
  nickname: string;
  bio: string;
  avatar: string;
  /** The operator's reason when rejected. */
  reason: string;
  created_at: number;
  decided_at: number;
}

/** A ranking item (spec section 3), with the trader for the card. */
export interface RankItem {
  rank: number;
  user: { id: number; trader_id: number; nickname: string; avatar: string; is_simulated: boolean };
  /** The leverage multiple the trader used most in the window. */
  multiple: number;
  three_week_rate: string;
  three_week_win: string;
  three_week_profit: string;
  total_rate: string;
  total_trade_num: number;
  /** The instrument traded most in the window (ShowCode). */
  code: string;
  /** 1 to 10, or null before there is history (TraderDetail.risk_score). */
  risk_score: number | null;
  /** False at risk 8 or above: no new followers until it falls. */
  accepts_followers: boolean;
}

export const followList = endpoint<FollowList>()({ method: 'GET', path: '/api/follow/list', auth: true });
/** Approved traders, best three-week return first; open to guests (is_followed 0). */
export const traderList = endpoint<Page<Trader>, typeof input.traderList>()({ method: 'GET', path: '/api/follow/trader_list' });
export const traderDetail = endpoint<TraderDetail, typeof input.traderDetail>()({ method: 'GET', path: '/api/follow/trader_detail' });
/** Applies to become a trader; an operator decides. Demo users are refused. */
export const applyTrader = endpoint<TraderApplication, typeof input.applyTrader>()({
  method: 'POST',
  path: '/api/follow/apply_trader',
  auth: true,
});
/** The caller's latest application, or null. */
export const traderApplication = endpoint<TraderApplication | null>()({ method: 'GET', path: '/api/follow/apply_status', auth: true });
/** Creates or updates the follow setting. */
export const followTrader = endpoint<FollowSetting, typeof input.followTrader>()({
  method: 'POST',
  path: '/api/follow/follow_trader',
  auth: true,
});
/** Changes an active follow's settings (the same fields as follow_trader but copy_open). */
export const updateFollow = endpoint<FollowSetting, typeof input.updateFollow>()({
  method: 'POST',
  path: '/api/follow/update_follow',
  auth: true,
});
/** Pauses an active follow: open copies stay and close with the trader; no new copies until resumed. */
export const pauseFollow = endpoint<FollowSetting, typeof input.pauseFollow>()({ method: 'POST', path: '/api/follow/pause', auth: true });
export const resumeFollow = endpoint<FollowSetting, typeof input.resumeFollow>()({
  method: 'POST',
  path: '/api/follow/resume',
  auth: true,
});
/** Closes every open copy of the caller's follow of the trader at the current prices; the follow itself stays. */
export const closeFollowCopies = endpoint<CloseCopiesResult, typeof input.closeFollowCopies>()({
  method: 'POST',
  path: '/api/follow/close_copies',
  auth: true,
});

export interface CloseCopiesResult {
  /** The copies closed, each its own close at its own deciding tick. */
  closed: number;
  /** Realised profit of those closes, USD. */
  profit: string;
}

/** Ends the follow: no new copies; open copies stay open and stop closing with the trader. */
export const cancelFollow = endpoint<FollowSetting, typeof input.cancelFollow>()({
  method: 'POST',
  path: '/api/follow/canal_follow',
  auth: true,
});
export const followedTraders = endpoint<Page<FollowedTrader>, typeof input.followedTraders>()({
  method: 'GET',
  path: '/api/follow/followed_trader',
  auth: true,
});
/** A trader's followers and the summary. */
export const myFollowers = endpoint<MyFollowerPage, typeof input.myFollowers>()({
  method: 'GET',
  path: '/api/follow/my_follower',
  auth: true,
});
/**
 * The copies of one follow: `user_id` the trader's user id, `follower_user_id` the follower's; the caller must be
 * one of the two. `status` 1 holding, 3 history.
 */
export const myDealFollowOrders = endpoint<FollowOrderPage, typeof input.myDealFollowOrders>()({
  method: 'GET',
  path: '/v2/api/forex/my_deal_follow_order',
  auth: true,
});
/** The caller's skipped copies, newest first, optionally of one trader. */
export const copySkips = endpoint<Page<CopySkip>, typeof input.copySkips>()({
  method: 'GET',
  path: '/api/follow/copy_skipped',
  auth: true,
});
/** The ranking: eligible traders by three_week_rate, ties by three_week_profit. */
export const rankList = endpoint<Page<RankItem>, typeof input.rankList>()({ method: 'GET', path: '/api/follow/rank' });

// The back office (operator sessions only).

export interface AdminTraderApplication extends TraderApplication {
  user_id: number;
  uid: string;
  email: string | null;
  decided_by: string | null;
}

const admin = { auth: true, encoding: 'form' } as const;

export const adminTraderApplications = endpoint<QueuePage<AdminTraderApplication>, typeof input.adminTraderApplications>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/follow/applications',
});
/** Approves (the user becomes a trader) or rejects a pending application, with a reason. */
export const adminDecideTraderApplication = endpoint<AdminTraderApplication, typeof input.adminDecideTraderApplication>()({
  ...admin,
  roles: SUPPORT,
  method: 'POST',
  path: '/admin/api/follow/applications/decide',
});

/** A copy as FOREX_FOLLOW_TRADE pushes it (spec: TransOrder with Id, UpdatePrice, FactProfits). */
export interface FollowTradeOrder {
  Id: number;
  UpdatePrice: string;
  FactProfits: string;
  Status: OrderStatus;
  /** The trader's user id. */
  user_id: number;
  /** The follower's user id. */
  follower_id: number;
}

/**
 * FOREX_FOLLOW_TRADE push, to the follower and to the trader only, at most once a second per user: copies opened,
 * valued or closed since the last push, and (to the follower) copies skipped.
 */
export interface FollowTradePush {
  TransOrder: FollowTradeOrder[];
  Skipped: CopySkip[];
}
