import { useId, type ReactNode } from 'react';
import { PagedRows } from './PagedRows';
import type { Paged } from './usePagedList';
import styles from './Wallet.module.css';

interface RecordsSectionProps<T> {
  title: string;
  paged: Paged<T>;
  keyOf: (item: T) => number;
  renderRow: (item: T) => ReactNode;
}

/** A form's history below it (transfers, deposits, withdrawals): a titled region of paged rows. */
export function RecordsSection<T>({ title, paged, keyOf, renderRow }: RecordsSectionProps<T>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <PagedRows paged={paged} keyOf={keyOf} renderRow={renderRow} />
    </section>
  );
}
