import { useLingui } from '@lingui/react/macro';
import type { LedgerEntry } from '@common/api/wallet';
import { sessionKey, useAsOf, useSessionToken } from '@/lib/query';
import { AsOfNote, PullToRefresh } from '@/ui';
import { ledgerEntryKey } from './ledger-entry';
import { filterReversed, type LedgerFilter } from './ledger-filter';
import { LedgerFilters } from './LedgerFilters';
import { LedgerRow } from './LedgerRow';
import { PagedRows } from './PagedRows';
import { ledgerQuery } from './queries';
import { useAccountNames } from './useAccountNames';
import { usePagedList } from './usePagedList';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';
import type { AccountTypeId } from '@common/wallet';

interface LedgerScreenProps {
  accountTypeId: AccountTypeId | undefined;
  filter: LedgerFilter;
  onFilter: (filter: LedgerFilter) => void;
}

/**
 * One account's ledger (every account's without one): what moved its balance, newest first, each entry with its
 * change and the balance after it (spec section 2), of one kind and range of days when filtered.
 */
export function LedgerScreen({ accountTypeId, filter, onFilter }: LedgerScreenProps) {
  const { t } = useLingui();
  const nameOf = useAccountNames();
  return (
    <WalletPage title={accountTypeId ? nameOf(accountTypeId) : t`Account ledger`}>
      <Ledger key={accountTypeId ?? 0} accountTypeId={accountTypeId} filter={filter} onFilter={onFilter} />
    </WalletPage>
  );
}

function Ledger({ accountTypeId, filter, onFilter }: LedgerScreenProps) {
  const token = useSessionToken();
  const nameOf = useAccountNames();
  const paged = usePagedList(ledgerQuery(token, accountTypeId, filter), ledgerEntryKey);
  const asOf = useAsOf([sessionKey(token, 'ledger')]);
  return (
    <PullToRefresh onRefresh={paged.refresh}>
      <div className={styles.page}>
        <LedgerFilters filter={filter} onChange={onFilter} />
        <AsOfNote at={asOf} />
        {/* A range the wrong way round holds nothing and is not asked for: the filter says why, and no list waits. */}
        {filterReversed(filter) ? null : (
          <PagedRows
            paged={paged}
            keyOf={ledgerEntryKey}
            // Every account's list names each entry's account: its balance after is that account's.
            renderRow={(entry: LedgerEntry) => (
              <LedgerRow entry={entry} account={accountTypeId === undefined ? nameOf(entry.accountTypeId) : undefined} />
            )}
          />
        )}
      </div>
    </PullToRefresh>
  );
}
