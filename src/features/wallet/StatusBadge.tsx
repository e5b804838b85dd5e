import type { StatusTone } from './status-tone';
import styles from './Wallet.module.css';

const toneClass: Record<StatusTone, string> = {
  waiting: `${styles.status} ${styles.statusWaiting}`,
  good: `${styles.status} ${styles.statusGood}`,
  bad: `${styles.status} ${styles.statusBad}`,
};

/** A deposit's or a withdrawal's status, coloured by what it means for the user. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return <span className={toneClass[tone]}>{label}</span>;
}
