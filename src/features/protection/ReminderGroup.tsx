import { useLingui } from '@lingui/react/macro';
import type { LimitsOverview } from '@common/api/protection';
import { ListGroup, ListItem } from '@/ui';
import { PendingChange } from './PendingChange';
import styles from './Limits.module.css';

/** The session reminder's row (issue 38): every how many minutes of use, and a loosening that waits. */
export function ReminderGroup({ overview, disabled, onEdit }: { overview: LimitsOverview; disabled: boolean; onEdit: () => void }) {
  const { t } = useLingui();
  const every = (minutes: number) => t`Every ${minutes} min`;
  const { session_minutes: minutes, session_minutes_next: next, session_minutes_next_at: nextAt } = overview;
  return (
    <ListGroup card inset={false} title={t`Session reminder`}>
      <p className={styles.groupNote}>{t`A reminder of how long you have been using Meridian, after every so many minutes on screen.`}</p>
      <ListItem
        title={t`Remind me`}
        trailing={<span className={minutes === null ? styles.none : styles.amount}>{minutes === null ? t`Off` : every(minutes)}</span>}
        description={
          nextAt === null ? undefined : (
            <span className={styles.rowLines} data-testid="reminder-pending">
              <PendingChange next={next === null ? null : every(next)} at={nextAt} />
            </span>
          )
        }
        disabled={disabled}
        onClick={onEdit}
      />
    </ListGroup>
  );
}
