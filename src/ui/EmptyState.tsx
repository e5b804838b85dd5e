import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Defaults to "No data yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Replaces the default illustration. */
  icon?: ReactNode;
  /** Less vertical padding, for use inside cards. */
  compact?: boolean;
  className?: string;
}

/** A decorative empty tray with a chart line, drawn in the theme's colours. */
function EmptyIllustration() {
  return (
    <svg className={styles.art} width="120" height="96" viewBox="0 0 120 96" fill="none" aria-hidden focusable="false">
      <ellipse className={styles.artShadow} cx="60" cy="86" rx="40" ry="5" />
      <rect className={styles.artCard} x="26" y="14" width="68" height="50" rx="8" />
      <path className={styles.artLine} d="M36 50l12-12 10 8 16-18 10 8" />
      <circle className={styles.artDot} cx="74" cy="28" r="3" />
      <path className={styles.artTray} d="M16 60l10-10h68l10 10v18a6 6 0 0 1-6 6H22a6 6 0 0 1-6-6V60z" />
      <path className={styles.artTrayEdge} d="M16 60h30a14 6 0 0 0 28 0h30" />
    </svg>
  );
}

export function EmptyState({ title, description, action, icon, compact = false, className }: EmptyStateProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.root, compact && styles.compact, className)}>
      <div className={styles.icon}>{icon ?? <EmptyIllustration />}</div>
      <p className={styles.title}>{title ?? t`No data yet`}</p>
      {description != null ? <p className={styles.description}>{description}</p> : null}
      {action != null ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
