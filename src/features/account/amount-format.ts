// How the account centre writes amounts; the grouping and the hidden form are shared (src/lib/format.ts) with other
// screens.

export { formatAmountText, HIDDEN_AMOUNT } from '@/lib/format';
