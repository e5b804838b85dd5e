import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './ChoiceChips.module.css';
import { cx } from './cx';

export interface ChoiceChip<K extends string | number> {
  key: K;
  label: ReactNode;
}

export interface ChoiceChipsProps<K extends string | number> {
  items: readonly ChoiceChip<K>[];
  /** The chosen key; null when none is chosen yet. */
  value: K | null;
  onChange: (key: K) => void;
  /** Accessible name of the group (for example the visible label's text). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  disabled?: boolean;
  /** Chips share the width equally instead of wrapping at their own width. */
  stretch?: boolean;
  className?: string;
}

/**
 * One choice among a few, as a row of chips (role=radiogroup): a form's value, where Tabs would wrongly announce
 * panels. Arrow keys move the choice and follow the reading direction; only the chosen chip is in the tab order.
 */
export function ChoiceChips<K extends string | number>({
  items,
  value,
  onChange,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  disabled = false,
  stretch = false,
  className,
}: ChoiceChipsProps<K>) {
  const groupRef = useRef<HTMLDivElement>(null);
  const current = items.findIndex((item) => item.key === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || items.length === 0) return;
    const rtl = groupRef.current ? getComputedStyle(groupRef.current).direction === 'rtl' : false;
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !backward) return;
    event.preventDefault();
    const index = (Math.max(current, 0) + (forward ? 1 : -1) + items.length) % items.length;
    const next = items[index];
    if (!next) return;
    onChange(next.key);
    groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-disabled={disabled || undefined}
      className={cx(styles.group, stretch && styles.stretch, className)}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const checked = item.key === value;
        // With nothing chosen the first chip takes the focus, so the group can still be reached by Tab.
        const focusable = checked || (current === -1 && index === 0);
        return (
          <button
            key={item.key}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={focusable ? 0 : -1}
            disabled={disabled}
            className={cx(styles.chip, checked && styles.checked)}
            onClick={() => {
              if (!checked) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
