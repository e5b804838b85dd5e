import type { ForexDetail } from '@common/api/trade';

// The orders header's figures, read from the contract account (kept current by FOREX_TRADE in the cache).

export interface RiskFigures {
  /** Floating profit of the holding orders, USD. */
  ProfitsTotal: string;
  /** Risk rate, percent. */
  HazardRate: string;
  /** Prepayment ratio, percent. */
  PrepaymentRatio: string;
}

export function figuresOf(detail: ForexDetail): RiskFigures {
  return { ProfitsTotal: detail.ProfitsTotal, HazardRate: detail.HazardRate, PrepaymentRatio: detail.PrepaymentRatio };
}
