import { createElement, type ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import styles from './Card.module.css';

export type CardProps = ComponentPropsWithRef<'form'> & {
  /** The element the frame is: an item of a list, a section of a screen, a form, or a placeholder. */
  as?: 'article' | 'section' | 'form' | 'div';
};

/** The card frame the screens share; what goes inside stacks in the frame's column. */
export function Card({ as = 'section', className, ...rest }: CardProps) {
  return createElement(as, { ...rest, className: cx(styles.card, className) });
}
