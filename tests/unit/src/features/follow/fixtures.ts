import type {
  FollowedTrader,
  FollowList,
  FollowOrder,
  FollowSetting,
  PeriodStats,
  StatsPeriod,
  Trader,
  TraderClosedOrder,
  TraderDetail,
} from '@common/api/follow';
import type { TradeItem } from '@common/api/market';

/** EUR/USD as the trade list gives it: lots in steps of 0.01 from 0.01, 100,000 units a lot, leverage-based margin. */
export function eurusd(overrides: Partial<TradeItem> = {}): TradeItem {
  return {
    Id: 1,
    Code: 'EURUSD',
    ShowCode: 'EUR/USD',
    Logo: '/logos/EURUSD.svg',
    CategoryId: 1,
    MarketStatus: 1,
    PricePrecision: 5,
    Pip: '0.01',
    ForexMinCont: '0.01',
    ForexContNum: '100000',
    ForexFeeRate: '0.0001',
    MarginMode: 2,
    HasForexMultiple: [{ Value: 100 }, { Value: 200 }],
    ForexQuotations: { Open: '1.10000', Close: '1.10000', Change: '0.00', High: '1.1010', Low: '1.0990' },
    ...overrides,
  };
}

export function closedOrder(id: number, lots: string, overrides: Partial<TraderClosedOrder> = {}): TraderClosedOrder {
  return {
    Id: id,
    OrderType: 1,
    Quantity: lots,
    OriginPrice: '1.09000',
    Price: '1.09500',
    FactProfits: '50.00',
    Multiple: 100,
    CreateTimeHandler: 1_764_000_000_000 + id,
    CompleteTimeHandler: 1_764_000_600_000 + id,
    ForexTradeLists: { Id: 1, ShowCode: 'EUR/USD', PricePrecision: 5 },
    ...overrides,
  };
}

export function trader(overrides: Partial<Trader> = {}): Trader {
  return {
    id: 7,
    user_id: 70,
    nickname: 'Trend Rider',
    avatar: '',
    bio: 'Simulated trader: follows the trend.',
    follow_num: 3,
    is_followed: 0,
    profit_percent: '0.1234',
    total_profit: '1520.40',
    is_simulated: true,
    risk_score: null,
    accepts_followers: true,
    ...overrides,
  };
}

/** A period's figures; each period differs in its return, so a test can tell which one is shown. */
export function periodStats(overrides: Partial<PeriodStats> = {}): PeriodStats {
  return {
    rate: '0.05',
    profit: '120.00',
    win_rate: '0.6',
    trade_num: 10,
    max_drawdown: '0.03',
    sharpe: '1.2345',
    avg_holding_ms: 3 * 3_600_000 + 20 * 60_000,
    followers_profit: '15.00',
    equity: [
      { time: 1, value: '1' },
      { time: 2, value: '1.05' },
    ],
    ...overrides,
  };
}

export function periods(): Record<StatsPeriod, PeriodStats> {
  return {
    '7d': periodStats({ rate: '0.01', profit: '20.00', trade_num: 3, sharpe: '0.5', avg_holding_ms: 45 * 60_000 }),
    '30d': periodStats(),
    '90d': periodStats({
      rate: '0.15',
      profit: '400.00',
      trade_num: 30,
      max_drawdown: '0.08',
      avg_holding_ms: 2 * 86_400_000 + 4 * 3_600_000,
    }),
    all: periodStats({ rate: '0.2', profit: '1520.40', trade_num: 40, followers_profit: '35.10' }),
  };
}

/** A follow setting as the server answers it: sized by the ratio, no caps, no stop-loss, the default slippage guard. */
export function followSetting(overrides: Partial<FollowSetting> = {}): FollowSetting {
  return {
    follow_id: 11,
    trader_id: 7,
    multiple: '2',
    max_amount: '500.00',
    max_total: '500.00',
    amount_per_order: null,
    max_per_order: null,
    max_slippage_percent: '0.5',
    stop_loss_amount: null,
    stop_loss_percent: null,
    stop_loss_limit: null,
    copy_open: 0,
    paused: 0,
    active: 1,
    ended_reason: null,
    ended_at: 0,
    created_at: 1,
    ...overrides,
  };
}

export function traderDetail(overrides: Partial<TraderDetail> = {}): TraderDetail {
  return {
    ...trader(),
    three_week_rate: '0.1234',
    three_week_win: '0.6',
    three_week_profit: '820.00',
    total_rate: '0.2',
    total_trade_num: 40,
    max_drawdown: '0.05',
    followers_profit: '35.10',
    active_days: 12,
    computed_at: 1_764_000_000_000,
    setting: null,
    // Lots 0.10, 0.20 and 1.50: the typical (median) order is the one of 0.20 lots.
    recent_orders: [closedOrder(3, '1.50'), closedOrder(2, '0.20'), closedOrder(1, '0.10')],
    equity: [
      { time: 1, value: '1' },
      { time: 2, value: '1.05' },
    ],
    ranked: true,
    stats: periods(),
    risk_score: 4,
    risk_inputs: { daily_volatility: '0.0123', days: 60 },
    followers_allocation: '2500.00',
    accepts_followers: true,
    ...overrides,
  };
}

export function followList(overrides: Partial<FollowList> = {}): FollowList {
  return { data: [], multiples: ['0.5', '1', '2', '3', '5'], max_amount_limit: '1000.00', ...overrides };
}

export function followed(overrides: Partial<FollowedTrader> = {}): FollowedTrader {
  return {
    trader: trader({ is_followed: 1 }),
    follow_id: 11,
    multiple: '2',
    max_amount: '500.00',
    position_num: 2,
    total_num: 5,
    closed_num: 3,
    total_amount: '44.00',
    position_quantity: '0.40',
    total_profits: '12.34',
    skipped_num: 1,
    active: 1,
    setting: followSetting(),
    ...overrides,
  };
}

export function copy(id: number, overrides: Partial<FollowOrder> = {}): FollowOrder {
  return {
    Id: id,
    OriginId: 900 + id,
    FollowType: 2,
    Status: 1,
    OrderType: 1,
    Quantity: '0.40',
    OriginPrice: '1.10000',
    Price: '0',
    UpdatePrice: '1.10010',
    FactProfits: '4.00',
    CautionMoney: '44.00',
    TradeFee: '0.00',
    TargetLossPrice: '0',
    TargetProfitPrice: '0',
    Multiple: 100,
    CreateTimeHandler: 1_764_000_000_000,
    CompleteTimeHandler: 1_764_000_000_000,
    Following: 1,
    ForexTradeLists: { Id: 1, ShowCode: 'EUR/USD', PricePrecision: 5 },
    OpenTick: null,
    CloseTick: null,
    CloseReason: null,
    CopiedOpen: 0,
    ...overrides,
  };
}
