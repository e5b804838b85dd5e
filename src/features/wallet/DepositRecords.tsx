import { useLingui } from '@lingui/react/macro';
import type { ChargeRecord } from '@common/api/charge';
import { useSessionToken } from '@/lib/query';
import { chargeRecordsQuery } from './queries';
import { RecordsSection } from './RecordsSection';
import { DecisionRow } from './DecisionRow';
import { usePagedList, type Paged } from './usePagedList';
import { useChargeStatusLabel } from './useStatusLabels';

const idOf = (record: ChargeRecord) => record.id;

/** The user's deposits, paged, newest first; held by the screen so a new deposit refreshes them. */
export function useDepositRecords(): Paged<ChargeRecord> {
  return usePagedList(chargeRecordsQuery(useSessionToken()), idOf);
}

/** The charge history (spec section 2): amount, currency, status, and why when turned down. */
export function DepositRecords({ paged }: { paged: Paged<ChargeRecord> }) {
  const { t } = useLingui();
  return <RecordsSection title={t`Deposit records`} paged={paged} keyOf={idOf} renderRow={(record) => <DepositRow record={record} />} />;
}

function DepositRow({ record }: { record: ChargeRecord }) {
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
