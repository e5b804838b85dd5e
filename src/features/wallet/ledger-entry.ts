import type { LedgerEntry } from '@common/api/wallet';
import { LEDGER_TYPE } from '@common/wallet';

/** What a ledger row says happened: Type 10 entries their own Memo (spec: "the ledger uses Type 10 as memo"), others
 * the translated MemoTran. */
export function ledgerText(entry: Pick<LedgerEntry, 'Type' | 'Memo' | 'MemoTran'>): string {
  return entry.Type === LEDGER_TYPE.memo ? entry.Memo : entry.MemoTran;
}

/**
 * A ledger row's key: a journal touching two of the user's accounts (a transfer) is two rows with the same Id, one
 * per account, and a page may end between them; keyed by Id alone, the second side was taken for a repeat and left
 * out. accountTypeId is 1 to 3, so Id x 4 + accountTypeId is unique, and exact far past any journal id.
 */
export function ledgerEntryKey(entry: Pick<LedgerEntry, 'Id' | 'accountTypeId'>): number {
  return entry.Id * 4 + entry.accountTypeId;
}
