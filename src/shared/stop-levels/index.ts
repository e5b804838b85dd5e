// Stop-loss and take-profit levels of a holding order: their rules, the sheet that sets them and its one write,
// shared by the orders screen and the trade chart (whose level lines are dragged into the same sheet).
export { levelField, levelParam, levelsProblem, type LevelProblem, type StopLevels } from './stop-levels';
export { StopPriceSheet } from './StopPriceSheet';
export { isTrailing } from './trailing';
export { stopPriceMutation } from './queries';
export { useLevelProblemText } from './useLevelProblemText';
