// The back office's customer screen: the kinds of record its tabs list, one kind per call.

export const CUSTOMER_RECORD_KINDS = [
  'ledger',
  'orders',
  'options',
  'copies',
  'follows',
  'loans',
  'funds',
  'deposits',
  'withdrawals',
  'uploads',
] as const;
export type CustomerRecordKind = (typeof CUSTOMER_RECORD_KINDS)[number];
