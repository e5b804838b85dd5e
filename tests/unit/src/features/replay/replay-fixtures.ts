import type { ReplayTick, TradeReplay } from '@common/api/ticks';

export const T0 = 1_795_000_000_000;

/** Ticks one second apart from T0, numbered from 100. */
export const ticksOf = (...prices: string[]): ReplayTick[] =>
  prices.map((price, index) => ({ seq: 100 + index, time: T0 + index * 1_000, price }));

/** A buy of 0.10 lots opened on tick 101 at 1.1000, 0.04 closed on tick 103, the rest closed on tick 105 at 1.1030. */
export function contractReplay(overrides: Partial<TradeReplay> = {}): TradeReplay {
  return {
    kind: 'contract',
    order_id: 9,
    micro_id: null,
    instrument: 'EUR/USD',
    precision: 4,
    side: 1,
    ticks: ticksOf('1.0995', '1.1000', '1.0990', '1.1012', '1.1020', '1.1030', '1.1031'),
    source: 'ticks',
    thinned: false,
    events: [
      { kind: 'open', seq: 101, time: T0 + 1_000, price: '1.1000', quantity: '0.1', reason: 'market' },
      { kind: 'partial_close', seq: 103, time: T0 + 3_000, price: '1.1012', quantity: '0.04', reason: 'manual' },
      { kind: 'close', seq: 105, time: T0 + 5_000, price: '1.1030', quantity: '0.06', reason: 'take_profit' },
    ],
    stop_loss: '1.0950',
    take_profit: '1.1030',
    trailing_distance: '0',
    expires_at: null,
    ...overrides,
  };
}

/** A down option opened on tick 100 at 64000, expiring 3 s later, settled on tick 103 at 63990. */
export function optionReplay(): TradeReplay {
  return {
    kind: 'option',
    order_id: null,
    micro_id: 21,
    instrument: 'BTC/USDT',
    precision: 2,
    side: 2,
    ticks: ticksOf('64000', '64010', '63995', '63990', '63980'),
    source: 'ticks',
    thinned: false,
    events: [
      { kind: 'option_open', seq: 100, time: T0, price: '64000', quantity: null, reason: null },
      { kind: 'option_settle', seq: 103, time: T0 + 3_000, price: '63990', quantity: null, reason: 'expiry' },
    ],
    stop_loss: '0',
    take_profit: '0',
    trailing_distance: '0',
    expires_at: T0 + 3_000,
  };
}
