import type { ReactNode } from 'react';
import a11y from './a11y.module.css';

/** Content for screen readers only. */
export function VisuallyHidden({ children }: { children?: ReactNode }) {
  return <span className={a11y.srOnly}>{children}</span>;
}
