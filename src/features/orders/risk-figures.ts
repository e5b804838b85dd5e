import type { ForexDetail, ForexTradePush } from '@common/api/trade';

// The orders header's figures: loaded with the contract account, then kept current by FOREX_TRADE.

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

/** A push's figures over the shown ones; the same object back when nothing changed, so nothing repaints. */
export function withTradePush(figures: RiskFigures | null, push: ForexTradePush): RiskFigures {
  const next = { ProfitsTotal: push.ProfitsTotal, HazardRate: push.HazardRate, PrepaymentRatio: push.PrepaymentRatio };
  if (
    figures &&
    figures.ProfitsTotal === next.ProfitsTotal &&
    figures.HazardRate === next.HazardRate &&
    figures.PrepaymentRatio === next.PrepaymentRatio
  ) {
    return figures;
  }
  return next;
}

/** Whether socket data looks like a FOREX_TRADE push (the socket carries unknown JSON). */
export function isTradePush(data: unknown): data is ForexTradePush {
  if (typeof data !== 'object' || data === null) return false;
  const push = data as Partial<ForexTradePush>;
  return typeof push.HazardRate === 'string' && typeof push.PrepaymentRatio === 'string' && Array.isArray(push.TransOrder);
}

/** The ids of a FOREX_CLOSED push; anything else in it is ignored. */
export function closedIds(data: unknown): number[] {
  return Array.isArray(data) ? data.filter((id): id is number => typeof id === 'number' && Number.isInteger(id)) : [];
}
