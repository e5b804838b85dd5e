import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Figures.module.css';

export type FiguresProps = ComponentProps<'dl'>;

/** A list of label and figure pairs, labels on the start side and figures on the end. */
export function Figures({ className, ...rest }: FiguresProps) {
  return <dl className={cx(styles.figures, className)} {...rest} />;
}

export type FigureProps = ComponentProps<'dd'> & {
  label: ReactNode;
  /** A number: tabular digits, set left to right whatever the language's direction. */
  num?: boolean;
};

/** One pair of a Figures list. */
export function Figure({ label, num = false, className, ...rest }: FigureProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={cx(num && 'num', className)} dir={num ? 'ltr' : undefined} {...rest} />
    </>
  );
}
