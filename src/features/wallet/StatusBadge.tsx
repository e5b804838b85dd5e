import styles from './Wallet.module.css';

/** How a decision reads at a glance: waiting for an operator, done, or turned down. */
export type StatusTone = 'waiting' | 'good' | 'bad';

const toneClass: Record<StatusTone, string> = {
  waiting: `${styles.status} ${styles.statusWaiting}`,
  good: `${styles.status} ${styles.statusGood}`,
  bad: `${styles.status} ${styles.statusBad}`,
};

/** The status of a deposit or a withdrawal: 0 waiting for review, 1 done, 2 rejected and 3 invalid turned down. */
export function toneOfStatus(status: number): StatusTone {
  if (status === 0) return 'waiting';
  return status === 1 ? 'good' : 'bad';
}

export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={toneClass[tone]}>{label}</span>;
}
