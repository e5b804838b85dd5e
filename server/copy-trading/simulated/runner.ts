import { ORDER_STATUS, PRICE_MODE, SIDE } from '../../../common/contract';
import type { Log } from '../../log';
import { DomainError } from '../../errors';
import type { Job } from '../../jobs/job';
import type { Market } from '../../market/market';
import type { ContractEngine } from '../../contract/engine';
import { HOUR_MS } from './history';
import { SIMULATED_PROFILES } from './profiles';
import { entrySignal, exitSignal, LOOKBACK_HOURS } from './rules';

// The simulated traders live: a leader-only job that applies each one's rule to the market's hourly prices (drawn,
// stored or replayed, whatever the feed is) and the last tick, and trades through the contract engine like any
// user: engine.submit at the market, engine.close. So their live orders fill at real ticks, their followers get
// copies, and the statistics job ranks them like everyone else. One decision per trader per hour.

export const SIMULATED_RUN_MS = 5 * 60_000;

export function simulatedTradersJob(engine: ContractEngine, market: Market, log: Log): Job {
  const decided = new Map<string, number>();
  return {
    name: 'simulated-traders',
    intervalMs: SIMULATED_RUN_MS,
    async run(db, clock) {
      const now = clock.now();
      const hour = Math.floor(now / HOUR_MS);
      const traders = await db.query<{ user_id: number; strategy: string }>(
        'SELECT user_id, strategy FROM traders WHERE strategy IS NOT NULL',
      );
      for (const trader of traders) {
        const profile = SIMULATED_PROFILES.find((candidate) => candidate.key === trader.strategy);
        const instrument = profile && market.instruments.find((candidate) => candidate.code === profile.instrumentCode);
        if (!profile || !instrument || !market.isOpen(instrument) || decided.get(profile.key) === hour) continue;
        const last = market.lastTick(instrument.id);
        if (!last) continue;
        const candles = await market.klines(instrument, '1H', hour * HOUR_MS, LOOKBACK_HOURS);
        const prices = [...candles.map((candle) => Number(candle.Close)), Number(last.price)];
        decided.set(profile.key, hour);
        const [open] = await db.query<{ id: string; side: number; open_time: string }>(
          'SELECT id, side, open_time FROM contract_orders WHERE user_id = $1 AND origin_id = 0 AND status = $2 ORDER BY id LIMIT 1',
          [trader.user_id, ORDER_STATUS.holding],
        );
        try {
          if (open) {
            const side = open.side === SIDE.buy ? 'buy' : 'sell';
            if (exitSignal(profile.rule, side, prices, (now - Number(open.open_time)) / HOUR_MS, profile.maxHoldHours)) {
              await engine.close(trader.user_id, Number(open.id));
            }
            continue;
          }
          const signal = entrySignal(profile.rule, prices);
          if (!signal) continue;
          await engine.submit(trader.user_id, {
            side: signal === 'buy' ? SIDE.buy : SIDE.sell,
            lots: profile.lots,
            instrumentId: instrument.id,
            mode: PRICE_MODE.market,
            targetPrice: '0',
            stopLoss: '0',
            takeProfit: '0',
            multiple: profile.multiple,
          });
        } catch (error) {
          // A stale price, a closed market, too little margin: the rule tries again next hour.
          if (!(error instanceof DomainError)) throw error;
          log.info({ trader: profile.key, reason: error.message }, 'simulated trader did not trade');
        }
      }
    },
  };
}
