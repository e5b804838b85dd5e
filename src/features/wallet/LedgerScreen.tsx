import { useLingui } from '@lingui/react/macro';
import type { LedgerEntry } from '@common/api/wallet';
import { sessionKey, useAsOf, useSessionToken } from '@/lib/query';
import { AsOfNote, PullToRefresh, RecordRow } from '@/ui';
import { ledgerText } from './ledger-entry';
import { PagedRows } from './PagedRows';
import { ledgerQuery } from './queries';
import { useAccountNames } from './useAccountNames';
import { useSignedMoney } from './useMoney';
import { usePagedList } from './usePagedList';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';
import type { AccountTypeId } from '@common/wallet';

const idOf = (entry: LedgerEntry) => entry.Id;

/** One account's ledger (every account's without one): what moved its balance, newest first (spec section 2). */
export function LedgerScreen({ accountTypeId }: { accountTypeId: AccountTypeId | undefined }) {
  const { t } = useLingui();
  const nameOf = useAccountNames();
  return (
    <WalletPage title={accountTypeId ? nameOf(accountTypeId) : t`Account ledger`}>
      <Ledger key={accountTypeId ?? 0} accountTypeId={accountTypeId} />
    </WalletPage>
  );
}

function Ledger({ accountTypeId }: { accountTypeId: AccountTypeId | undefined }) {
  const token = useSessionToken();
  const paged = usePagedList(ledgerQuery(token, accountTypeId), idOf);
  const asOf = useAsOf([sessionKey(token, 'ledger')]);
  return (
    <PullToRefresh onRefresh={paged.refresh}>
      <div className={styles.page}>
        <AsOfNote at={asOf} />
        <PagedRows paged={paged} keyOf={idOf} renderRow={(entry) => <LedgerRow entry={entry} />} />
      </div>
    </PullToRefresh>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const signedMoney = useSignedMoney();
  const value = signedMoney(entry.Value);
  return (
    <RecordRow value={value.text} valueClassName={toneClass[value.tone]}>
      <span className={styles.rowTitle}>{ledgerText(entry)}</span>
      <span className={`${styles.rowMeta} num`}>
        <span dir="ltr">{entry.CreatedAtTran}</span>
      </span>
    </RecordRow>
  );
}

const toneClass = { up: styles.up, down: styles.down, flat: '' } as const;
