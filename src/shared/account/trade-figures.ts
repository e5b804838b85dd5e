import type { ForexDetail, ForexTradePush } from '@common/api/trade';

/** A FOREX_TRADE push's live figures over the cached account; the same object back when none changed (no repaint). */
export function withTradeFigures(detail: ForexDetail, push: ForexTradePush): ForexDetail {
  if (
    detail.ProfitsTotal === push.ProfitsTotal &&
    detail.HazardRate === push.HazardRate &&
    detail.PrepaymentRatio === push.PrepaymentRatio &&
    detail.CloseOutLevel === push.CloseOutLevel
  ) {
    return detail;
  }
  return {
    ...detail,
    ProfitsTotal: push.ProfitsTotal,
    HazardRate: push.HazardRate,
    PrepaymentRatio: push.PrepaymentRatio,
    CloseOutLevel: push.CloseOutLevel,
  };
}
