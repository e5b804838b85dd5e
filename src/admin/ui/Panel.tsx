import { useId, type ReactNode } from 'react';
import styles from './Panel.module.css';

/** A titled section of a console page: a region named by its title, which assistive technology can jump to. */
export function Panel({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A page's title row. */
export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.pageTitle}>
      <h1>{children}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
