export { balanceQuery, contractDetailQuery, profitsQuery } from './queries';
