import { usdRateText } from '@common/wallet';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHARGE_STATUS, type ChargeRecord } from '@common/api/charge';
import { useMoney } from './useMoney';
import styles from './Wallet.module.css';
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
  const money = useMoney();
  // In another currency than USD: the rate and the USD it credited (approved) or would credit at today's rate.
  const converted = record.usd_price !== '1';
  const usd = money(record.usd_amount);
  const rate = usdRateText(record.usd_price, record.currency_code);
  return (
    <DecisionRow
      title={record.currency_code}
      status={record.status}
      statusLabel={statusLabel(record.status)}
      amount={record.number}
      createdAt={record.created_at}
      reason={record.remark}
    >
      {converted ? (
        <span className={styles.rowMeta}>
          {record.status === CHARGE_STATUS.finished ? (
            <Trans>
              Credited <span dir="ltr">{usd} USD</span> at <span dir="ltr">{rate}</span>
            </Trans>
          ) : (
            <Trans>
              About <span dir="ltr">{usd} USD</span> at <span dir="ltr">{rate}</span>
            </Trans>
          )}
        </span>
      ) : null}
    </DecisionRow>
  );
}
