import type { ReactNode } from 'react';
import styles from './Facts.module.css';

/** Label and value pairs, as a description list in two columns. */
export function Facts({ items }: { items: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value], index) => (
        <div key={index} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
