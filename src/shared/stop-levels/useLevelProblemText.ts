import { useLingui } from '@lingui/react/macro';
import { SIDE, type Side } from '@common/contract';
import type { LevelProblem } from './stop-levels';

/**
 * Why a stop-loss or take-profit level is refused, in the user's language: one wording for the sheet's message and
 * for a level dragged on the trade chart to the wrong side of the price.
 */
export function useLevelProblemText(): (problem: LevelProblem, side: Side) => string {
  const { t } = useLingui();
  return (problem, side) => {
    const buy = side === SIDE.buy;
    if (problem === 'stop-loss-side') {
      return buy
        ? t`For a buy, the stop-loss must be below the current price`
        : t`For a sell, the stop-loss must be above the current price`;
    }
    if (problem === 'take-profit-side') {
      return buy
        ? t`For a buy, the take-profit must be above the current price`
        : t`For a sell, the take-profit must be below the current price`;
    }
    return t`Please enter the price`;
  };
}
