import type { ReactNode } from 'react';
import a11y from './a11y.module.css';

/** Content for screen readers only; `as="h1"` names a screen that shows no visible title (home, trade). */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children?: ReactNode; as?: 'span' | 'h1' | 'h2' }) {
  return <Tag className={a11y.srOnly}>{children}</Tag>;
}
