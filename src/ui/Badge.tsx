import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'good' | 'waiting' | 'bad';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

const toneClass: Record<BadgeTone, string | undefined> = {
  neutral: undefined,
  good: styles.good,
  waiting: styles.waiting,
  bad: styles.bad,
};

/** A record's status at a glance, its tone telling how it went. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={cx(styles.badge, toneClass[tone])}>{children}</span>;
}
