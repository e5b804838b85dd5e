import type { LedgerEntry } from '@common/api/wallet';
import { LEDGER_TYPE } from '@common/wallet';

/** What a ledger row says happened: Type 10 entries their own Memo (spec: "the ledger uses Type 10 as memo"), others
 * the translated MemoTran. */
export function ledgerText(entry: Pick<LedgerEntry, 'Type' | 'Memo' | 'MemoTran'>): string {
  return entry.Type === LEDGER_TYPE.memo ? entry.Memo : entry.MemoTran;
}
