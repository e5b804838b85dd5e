export { balanceQuery, contractDetailQuery, profitsQuery, userInfoQuery } from './queries';
