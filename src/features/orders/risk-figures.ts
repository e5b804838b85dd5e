import type { ForexDetail } from '@common/api/trade';

// The orders header's figures, read from the contract account (kept current by FOREX_TRADE in the cache).

export interface RiskFigures {
  /** Floating profit of the holding orders, USD. */
  ProfitsTotal: string;
  /** Risk rate, percent. */
  HazardRate: string;
  /** Prepayment ratio, percent. */
  PrepaymentRatio: string;
  /** Margin in use by holding positions, USD: with none there is no margin level to warn of. */
  CautionMoneyAll: string;
  /** The highest close-out level the positions keep from the client's rules; null: none (the platform's applies). */
  CloseOutLevel: string | null;
}

export function figuresOf(detail: ForexDetail): RiskFigures {
  return {
    ProfitsTotal: detail.ProfitsTotal,
    HazardRate: detail.HazardRate,
    PrepaymentRatio: detail.PrepaymentRatio,
    CautionMoneyAll: detail.CautionMoneyAll,
    // An account read before the server said it (a cached answer) keeps none.
    CloseOutLevel: detail.CloseOutLevel ?? null,
  };
}
