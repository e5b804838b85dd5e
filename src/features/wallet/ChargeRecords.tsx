import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { chargeList, type ChargeRecord } from '@common/api/charge';
import { api } from '@/lib/http/api';
import { RecordsSection } from './RecordsSection';
import { DecisionRow } from './DecisionRow';
import { usePagedList, type Paged } from './usePagedList';
import { useChargeStatusLabel } from './useStatusLabels';

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
  const statusLabel = useChargeStatusLabel();
  return (
    <DecisionRow
      title={record.currency_code}
      status={record.status}
      statusLabel={statusLabel(record.status)}
      amount={record.number}
      createdAt={record.created_at}
      reason={record.remark}
    />
  );
}
