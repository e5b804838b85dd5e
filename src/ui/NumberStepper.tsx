import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cx } from './cx';
import { MinusIcon, PlusIcon } from './screen-icons';
import styles from './NumberStepper.module.css';
import { canDecrease, canIncrease, normalizeStepperValue, sanitizeDecimalInput, selectionInRaw, stepDown, stepUp } from './stepper-math';

export interface NumberStepperProps {
  /** The current value as a decimal string ("" while the field is empty). */
  value: string;
  /** The increment as a decimal string, for example "0.01". */
  step: string;
  min?: string;
  max?: string;
  /** Decimals kept when stepping and on blur. */
  precision: number;
  onChange: (next: string) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Accessible name of the input when no <label htmlFor> points at it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  /** The id of a note that explains the field (a rule or a problem). */
  'aria-describedby'?: string;
  placeholder?: string;
  className?: string;
  /**
   * How the value reads while it is not being edited, such as a price grouped for the language ("67,000.00"). While
   * the field has the focus it shows the value itself, which is what typing edits: a group separator is never typed
   * over, nor read as a decimal point. What was selected as the field took the focus stays selected across the switch
   * (all of it after Tab or a select-all, so typing replaces the value rather than adding to its end).
   */
  format?: (value: string) => string;
}

/**
 * A decimal input between minus and plus buttons. Minus is disabled when value - step <= 0 or below min; plus when
 * value + step is above max. Typing is allowed (cleaned to a decimal with `precision` decimals) and the value is
 * clamped and formatted when the field loses focus; with `format`, it reads so while not being edited.
 */
export function NumberStepper({
  value,
  step,
  min,
  max,
  precision,
  onChange,
  disabled = false,
  id,
  name,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  placeholder,
  className,
  format,
}: NumberStepperProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  // Counts focus changes: a switch to the value itself, put off to after the focus event, is dropped if the field
  // lost the focus (or took it again) meanwhile.
  const focusChanges = useRef(0);
  const bounds = { min, max, precision };
  const minusDisabled = disabled || !canDecrease(value, step, min);
  const plusDisabled = disabled || !canIncrease(value, step, max);

  return (
    <div className={cx(styles.root, disabled && styles.disabled, ariaInvalid && styles.invalid, className)}>
      <button
        type="button"
        className={styles.button}
        disabled={minusDisabled}
        aria-label={t`Decrease`}
        aria-controls={id}
        onClick={() => {
          onChange(stepDown(value, step, bounds));
        }}
      >
        <MinusIcon size={18} />
      </button>
      <input
        id={id}
        name={name}
        className={styles.input}
        type="text"
        inputMode={precision > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        value={editing || !format ? value : format(value)}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-invalid={ariaInvalid || undefined}
        aria-describedby={ariaDescribedBy}
        onFocus={(event) => {
          if (!format || editing) {
            setEditing(true);
            return;
          }
          // The value itself replaces the formatted text once the browser has placed the focus's selection (select()
          // selects after focusing, a Tab selects all), and that selection is carried over to it: a new value puts
          // the caret at the end, where typing would add to the old value instead of replacing it. A tap's caret,
          // placed after the focus event's listeners and their microtasks, falls on the value itself.
          const field = event.currentTarget;
          focusChanges.current += 1;
          const focus = focusChanges.current;
          queueMicrotask(() => {
            if (focusChanges.current !== focus) return;
            const shown = field.value;
            const [from, to] = [field.selectionStart ?? shown.length, field.selectionEnd ?? shown.length];
            flushSync(() => setEditing(true));
            field.setSelectionRange(...selectionInRaw(shown, field.value, from, to));
          });
        }}
        onChange={(event) => {
          const next = sanitizeDecimalInput(event.currentTarget.value, precision);
          if (next !== value) onChange(next);
        }}
        onBlur={() => {
          focusChanges.current += 1;
          setEditing(false);
          const next = normalizeStepperValue(value, bounds);
          if (next !== value) onChange(next);
        }}
      />
      <button
        type="button"
        className={styles.button}
        disabled={plusDisabled}
        aria-label={t`Increase`}
        aria-controls={id}
        onClick={() => {
          onChange(stepUp(value, step, bounds));
        }}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
