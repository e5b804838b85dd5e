import type { ReactNode } from 'react';
import { Tabs } from '@/ui';
import styles from './OrdersScreen.module.css';

interface StatusTabsProps<S extends number> {
  label: string;
  statuses: readonly S[];
  names: Record<S, string>;
  value: S;
  onChange: (status: S) => void;
  /** The chosen tab's content. */
  children: ReactNode;
}

/** An order kind's status tabs and the panel under them. */
export function StatusTabs<S extends number>({ label, statuses, names, value, onChange, children }: StatusTabsProps<S>) {
  return (
    <>
      <Tabs
        stretch
        className={styles.statusTabs}
        aria-label={label}
        idPrefix="order-status"
        value={String(value)}
        onChange={(key) => {
          const next = statuses.find((candidate) => String(candidate) === key);
          if (next !== undefined) onChange(next);
        }}
        items={statuses.map((key) => ({ key: String(key), label: names[key] }))}
      />
      <div role="tabpanel" aria-labelledby={`order-status-${String(value)}`} className={styles.panel}>
        {children}
      </div>
    </>
  );
}
