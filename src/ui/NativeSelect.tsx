import type { SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './NativeSelect.module.css';

/**
 * The platform's select, drawn as the app's fields are (src/ui/TextField): a phone opens its own picker, which
 * long lists and screen readers handle best. Marked invalid with `aria-invalid`.
 */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={cx(styles.select, className)} />;
}
