import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { CHARGE_STATUS, chargeList, type ChargeRecord } from '@common/api/charge';
import { api } from '@/lib/http/api';
import { RecordsSection } from './RecordsSection';
import { StatusBadge } from './StatusBadge';
import { toneOfStatus } from './status-tone';
import { useDateTime } from './useDateTime';
import { useMoney } from './useMoney';
import { usePagedList, type Paged } from './usePagedList';
import { useChargeStatusLabel } from './useStatusLabels';
import styles from './Wallet.module.css';

const idOf = (record: ChargeRecord) => record.id;

/** The user's deposits, paged, newest first; held by the screen so a new deposit refreshes them. */
export function useChargeRecords(): Paged<ChargeRecord> {
  const loadPage = useCallback(
    (page: number) => api(chargeList, { page }).then((answer) => ({ items: answer.data, total: answer.total })),
    [],
  );
  return usePagedList(loadPage, idOf);
}

/** The charge history (spec section 2): amount, currency, status, and why when turned down. */
export function ChargeRecords({ paged }: { paged: Paged<ChargeRecord> }) {
  const { t } = useLingui();
  return (
    <RecordsSection title={t`Deposit records`} paged={paged} keyOf={idOf} renderRow={(record) => <ChargeRow record={record} />} />
  );
}

function ChargeRow({ record }: { record: ChargeRecord }) {
  const { t } = useLingui();
  const money = useMoney();
  const dateTime = useDateTime();
  const statusLabel = useChargeStatusLabel();
  const turnedDown = record.status === CHARGE_STATUS.rejected || record.status === CHARGE_STATUS.invalid;
  const reason = record.remark;
  return (
    <article className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {record.currency_code} <StatusBadge label={statusLabel(record.status)} tone={toneOfStatus(record.status)} />
        </span>
        <span className={`${styles.rowMeta} num`}>{dateTime(record.created_at)}</span>
        {turnedDown && reason ? <span className={styles.note}>{t`Reason: ${reason}`}</span> : null}
      </div>
      <span className={`${styles.rowValue} num`} dir="ltr">
        {money(record.number)}
      </span>
    </article>
  );
}
