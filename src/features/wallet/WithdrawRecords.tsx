import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { drawList, WITHDRAW_STATUS, type DrawType, type WithdrawRecord } from '@common/api/withdraw';
import { api } from '@/lib/http/api';
import { currencyLabel } from './method-label';
import { RecordsSection } from './RecordsSection';
import { StatusBadge } from './StatusBadge';
import { toneOfStatus } from './status-tone';
import { useDateTime } from './useDateTime';
import { useMoney } from './useMoney';
import type { Paged } from './usePagedList';
import { usePagedList } from './usePagedList';
import { useWithdrawStatusLabel } from './useStatusLabels';
import styles from './Wallet.module.css';

const idOf = (record: WithdrawRecord) => record.id;

/** The withdraw records of one type, paged; `usePaged` is held by the screen so a new request refreshes them. */
export function useWithdrawRecords(type: DrawType): Paged<WithdrawRecord> {
  const loadPage = useCallback(
    (page: number) => api(drawList, { type, page }).then((answer) => ({ items: answer.data, total: answer.total })),
    [type],
  );
  return usePagedList(loadPage, idOf);
}

/** The withdraw records (spec section 2): amount, what was received, status, and why when turned down. */
export function WithdrawRecords({ paged }: { paged: Paged<WithdrawRecord> }) {
  const { t } = useLingui();
  return (
    <RecordsSection
      title={t`Withdraw records`}
      paged={paged}
      keyOf={idOf}
      renderRow={(record) => <WithdrawRow record={record} />}
    />
  );
}

function WithdrawRow({ record }: { record: WithdrawRecord }) {
  const { t } = useLingui();
  const money = useMoney();
  const dateTime = useDateTime();
  const statusLabel = useWithdrawStatusLabel();
  const turnedDown = record.status === WITHDRAW_STATUS.rejected || record.status === WITHDRAW_STATUS.invalid;
  const reason = record.notes;
  const code = currencyLabel(record.draw_currency);
  const fee = money(record.fee);
  const received = `${money(record.real_number)} ${record.draw_currency.code}`;
  return (
    <article className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {code} <StatusBadge label={statusLabel(record.status)} tone={toneOfStatus(record.status)} />
        </span>
        <span className={styles.rowMeta}>
          <Trans>
            Fee <span dir="ltr">{fee}</span>
          </Trans>
          {' · '}
          <Trans>
            Receivable <span dir="ltr">{received}</span>
          </Trans>
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
