export { balanceQuery, contractDetailQuery, profitsQuery, userInfoQuery } from './queries';
export { MarginLevel } from './MarginLevel';
export { useStopOutLevel } from './stop-out-level';
