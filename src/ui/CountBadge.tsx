import { cx } from './cx';
import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  /** Nothing is shown at 0 or below; past 99 it reads 99+. */
  count: number;
  /** Over the corner of an icon button (the home header's chat and bell). */
  corner?: boolean;
  /** What a screen reader hears, with the count as shown; leave it out where the button's own name says the count. */
  label?: (shown: string) => string;
  'data-testid'?: string;
}

/** A small count of things not seen yet (unread replies, notifications), in the danger colour. */
export function CountBadge({ count, corner = false, label, 'data-testid': testId }: CountBadgeProps) {
  if (count <= 0) return null;
  const shown = countText(count);
  return (
    <span
      className={cx(styles.unread, corner && styles.corner, 'num')}
      data-testid={testId}
      aria-label={label?.(shown)}
      aria-hidden={label ? undefined : true}
    >
      {shown}
    </span>
  );
}

/** The count as a badge shows it: 99+ past 99. */
export function countText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
