import { useLingui } from '@lingui/react/macro';
import { useDateTime } from '@/lib/useFormat';
import styles from './Limits.module.css';

/**
 * A loosening that waits (issue 38): what the value becomes and when, or that it is removed then. `next` is the new
 * value as shown (null: removed).
 */
export function PendingChange({ next, at }: { next: string | null; at: number }) {
  const { t } = useLingui();
  const time = useDateTime()(at);
  return (
    <span className={styles.pending} data-testid="pending-change">
      {next === null ? t`Removed on ${time}` : t`Becomes ${next} on ${time}`}
    </span>
  );
}
