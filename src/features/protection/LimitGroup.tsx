import { useLingui } from '@lingui/react/macro';
import type { LimitState } from '@common/api/protection';
import { LIMIT_PERIODS, type LimitKind } from '@common/protection';
import { useFormat } from '@/lib/useFormat';
import { ListGroup, ListItem } from '@/ui';
import { PendingChange } from './PendingChange';
import { useLimitWords } from './useLimitWords';
import styles from './Limits.module.css';

/**
 * One kind of limit (deposit or loss), a row per period: the amount in force, what the period has used and when it
 * ends, and a loosening that waits. A tap on a row changes it.
 */
export function LimitGroup({
  kind,
  limits,
  disabled,
  onEdit,
}: {
  kind: LimitKind;
  limits: readonly LimitState[];
  disabled: boolean;
  onEdit: (limit: LimitState) => void;
}) {
  const words = useLimitWords();
  const rows = LIMIT_PERIODS.flatMap((period) => limits.filter((limit) => limit.kind === kind && limit.period === period));
  return (
    <ListGroup card inset={false} title={words.group(kind)}>
      <p className={styles.groupNote}>{words.explanation(kind)}</p>
      {rows.map((limit) => (
        <LimitRow key={limit.period} limit={limit} disabled={disabled} onEdit={() => onEdit(limit)} />
      ))}
    </ListGroup>
  );
}

function LimitRow({ limit, disabled, onEdit }: { limit: LimitState; disabled: boolean; onEdit: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useLimitWords();
  const money = (amount: string) => `${format.amount(amount)} USD`;
  const ends = format.dateTime(limit.period_ends_at);
  return (
    <ListItem
      title={words.period(limit.period)}
      trailing={
        <span className={limit.amount === null ? styles.none : styles.amount} dir={limit.amount === null ? undefined : 'ltr'}>
          {limit.amount === null ? t`No limit` : money(limit.amount)}
        </span>
      }
      description={
        <span className={styles.rowLines} data-testid={`limit-${limit.kind}-${limit.period}`}>
          <span>{words.used(limit.kind, format.amount(limit.used))}</span>
          <span>{t`This period ends ${ends}`}</span>
          {limit.next_at === null ? null : (
            <PendingChange next={limit.next_amount === null ? null : money(limit.next_amount)} at={limit.next_at} />
          )}
        </span>
      }
      disabled={disabled}
      onClick={onEdit}
    />
  );
}
