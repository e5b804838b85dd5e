import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawRecord } from '@common/api/withdraw';
import { useSessionToken } from '@/lib/query';
import { currencyLabel } from './method-label';
import { withdrawRecordsQuery } from './queries';
import { RecordsSection } from './RecordsSection';
import { DecisionRow } from './DecisionRow';
import { useMoney } from './useMoney';
import { usePagedList, type Paged } from './usePagedList';
import { useWithdrawStatusLabel } from './useStatusLabels';
import styles from './Wallet.module.css';
import type { DrawType } from '@common/wallet';

const idOf = (record: WithdrawRecord) => record.id;

/** The withdraw records of one type, paged; the list is held by the screen so a new request refreshes them. */
export function useWithdrawalRecords(type: DrawType): Paged<WithdrawRecord> {
  return usePagedList(withdrawRecordsQuery(useSessionToken(), type), idOf);
}

/**
 * The withdraw records (spec section 2): amount, what was received, where to, status, and why when turned down or
 * the payment reference once paid out.
 */
export function WithdrawalRecords({ paged }: { paged: Paged<WithdrawRecord> }) {
  const { t } = useLingui();
  return <RecordsSection title={t`Withdraw records`} paged={paged} keyOf={idOf} renderRow={(record) => <WithdrawRow record={record} />} />;
}

function WithdrawRow({ record }: { record: WithdrawRecord }) {
  const money = useMoney();
  const statusLabel = useWithdrawStatusLabel();
  const fee = money(record.fee);
  const received = `${money(record.real_number)} ${record.draw_currency.code}`;
  const reference = record.payment_reference;
  // Where it goes, as the payout method was when asked for: the payee and account, or the address.
  const destination = [record.payee_name, record.bank_name, record.payee_account || record.address].filter(Boolean).join(' · ');
  return (
    <DecisionRow
      title={currencyLabel(record.draw_currency)}
      status={record.status}
      statusLabel={statusLabel(record.status)}
      amount={record.number}
      createdAt={record.created_at}
      reason={record.notes}
    >
      <span className={styles.rowMeta}>
        <Trans>
          Fee <span dir="ltr">{fee}</span>
        </Trans>
        {' · '}
        <Trans>
          Receivable <span dir="ltr">{received}</span>
        </Trans>
      </span>
      {destination ? (
        <span className={styles.rowMeta}>
          <Trans>
            To <span dir="auto">{destination}</span>
          </Trans>
        </span>
      ) : null}
      {reference ? (
        <span className={styles.rowMeta}>
          <Trans>
            Payment reference <span dir="ltr">{reference}</span>
          </Trans>
        </span>
      ) : null}
    </DecisionRow>
  );
}
