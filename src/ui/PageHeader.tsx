import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { setDocumentTitle } from './document-title';
import { cx } from './cx';
import { BackIcon } from './screen-icons';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shows a back button (chevron mirrored in RTL, aria-label "Back"). */
  onBack?: () => void;
  /** Buttons at the inline end. */
  trailing?: ReactNode;
  /** Content at the inline start instead of the back button. */
  leading?: ReactNode;
  /** Transparent background and no border (over a hero). */
  transparent?: boolean;
  className?: string;
}

/** The sticky top bar of a screen: back, centred title, trailing actions. Includes the top safe area. */
export function PageHeader({ title, onBack, trailing, leading, transparent = false, className }: PageHeaderProps) {
  const { t } = useLingui();
  // The screen's title names the document too (a title given as markup leaves the document's as it was).
  const text = typeof title === 'string' ? title : null;
  useEffect(() => {
    if (text) setDocumentTitle(text);
  }, [text]);
  return (
    <header className={cx(styles.header, transparent && styles.transparent, className)}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {leading ??
            (onBack ? (
              <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t`Back`}>
                <BackIcon size={24} />
              </button>
            ) : null)}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.end}>{trailing}</div>
      </div>
    </header>
  );
}
