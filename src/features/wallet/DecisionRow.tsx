import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge, RecordRow } from '@/ui';
import { toneOfStatus } from './status-tone';
import { useDateTime } from '@/lib/useFormat';
import { useMoney } from './useMoney';
import styles from './Wallet.module.css';

interface DecisionRowProps {
  /** The currency the money moved in. */
  title: string;
  /** 0 waiting for review, 1 done, 2 rejected, 3 invalid. */
  status: number;
  statusLabel: string;
  /** USD, as the API gives it. */
  amount: string;
  createdAt: number;
  /** The operator's reason, shown when the request was turned down. */
  reason: string;
  /** Further figures of the request (a withdrawal's fee and receivable). */
  children?: ReactNode;
}

/** A deposit or a withdrawal an operator decides: its currency, status, time, amount, and why when turned down. */
export function DecisionRow({ title, status, statusLabel, amount, createdAt, reason, children }: DecisionRowProps) {
  const { t } = useLingui();
  const money = useMoney();
  const dateTime = useDateTime();
  const tone = toneOfStatus(status);
  return (
    <RecordRow value={money(amount)}>
      <span className={styles.rowTitle}>
        {title} <Badge tone={tone}>{statusLabel}</Badge>
      </span>
      {children}
      <span className={`${styles.rowMeta} num`}>{dateTime(createdAt)}</span>
      {tone === 'bad' && reason ? <span className={styles.note}>{t`Reason: ${reason}`}</span> : null}
    </RecordRow>
  );
}
