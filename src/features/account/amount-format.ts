// How the account centre writes amounts; the grouping itself is shared (src/lib/format.ts) with the home screen.

export { formatAmountText } from '@/lib/format';

export const HIDDEN_AMOUNT = '******';
