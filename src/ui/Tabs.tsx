import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (key: string) => void;
  variant?: 'line' | 'pill';
  /** Tabs share the width equally instead of scrolling. */
  stretch?: boolean;
  'aria-label'?: string;
  className?: string;
  /** Prefix for tab ids: tab k gets id `${idPrefix}-${k}` (for aria-labelledby on panels). */
  idPrefix?: string;
}

/** A tab bar (role=tablist). Arrow keys move between tabs and follow the reading direction. */
export function Tabs({
  items,
  value,
  onChange,
  variant = 'line',
  stretch = false,
  'aria-label': ariaLabel,
  className,
  idPrefix,
}: TabsProps) {
  const autoId = useId();
  const prefix = idPrefix ?? `tabs${autoId}`;
  const listRef = useRef<HTMLDivElement>(null);

  // Keep the selected tab visible when the bar scrolls horizontally.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const selected = list.querySelector<HTMLElement>('[aria-selected="true"]');
    if (selected && typeof selected.scrollIntoView === 'function' && list.scrollWidth > list.clientWidth) {
      selected.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    if (enabled.length === 0) return;
    const current = enabled.findIndex((item) => item.key === value);
    const rtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = current + (rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = current + (rtl ? 1 : -1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const index = (next + enabled.length) % enabled.length;
    const target = enabled[index];
    if (!target) return;
    if (target.key !== value) onChange(target.key);
    const button = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(target.key)}"]`);
    button?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      className={cx(styles.list, styles[variant], stretch && styles.stretch, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${prefix}-${item.key}`}
            data-key={item.key}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            className={cx(styles.tab, selected && styles.selected)}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            <span className={styles.text}>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}
