import { useId, type ReactNode } from 'react';
import { AlertIcon } from './icons';
import styles from './Notice.module.css';

export interface NoticeProps {
  title: ReactNode;
  text: ReactNode;
  /** Buttons for what the user can do about it, side by side. */
  children?: ReactNode;
}

/** Why a screen cannot be used as it is (a demo account, signed out), with a warning mark and the way out. */
export function Notice({ title, text, children }: NoticeProps) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <AlertIcon size={22} />
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
