// The one drawing of every icon: 24-unit stroke glyphs, decorative unless named. Not part of the ui/ barrel.
import type { ReactNode, SVGProps } from 'react';
import a11y from './a11y.module.css';
import { cx } from './cx';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; defaults to 24. */
  size?: number | string;
  /** An accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
}

interface BaseProps extends IconProps {
  children: ReactNode;
  /** Mirror the glyph when the document is right to left. */
  flipInRtl?: boolean;
}

export function SvgIcon({ size = 24, title, children, className, style, flipInRtl = false, ...rest }: BaseProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={cx(flipInRtl && a11y.flipRtl, className)}
      style={{ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle', ...style }}
      {...rest}
    >
      {children}
    </svg>
  );
}
