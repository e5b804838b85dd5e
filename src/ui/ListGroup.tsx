import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './List.module.css';

export interface ListGroupProps {
  /** A small heading above the group. */
  title?: ReactNode;
  children?: ReactNode;
  /** Rounded card with side margins (default) or edge to edge. */
  inset?: boolean;
  /** A rounded card without the side margins, for a page that pads its content itself. */
  card?: boolean;
  className?: string;
}

/** A card that stacks ListItems with dividers between them. */
export function ListGroup({ title, children, inset = true, card = false, className }: ListGroupProps) {
  const headingId = useId();
  const hasTitle = title != null && title !== false;
  return (
    <section
      className={cx(styles.group, inset && styles.inset, (inset || card) && styles.card, className)}
      aria-labelledby={hasTitle ? headingId : undefined}
    >
      {hasTitle ? (
        <h3 id={headingId} className={styles.groupTitle}>
          {title}
        </h3>
      ) : null}
      <div className={styles.groupBody}>{children}</div>
    </section>
  );
}
