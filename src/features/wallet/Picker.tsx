import { useId, useState, type ReactNode } from 'react';
import { BottomSheet, CheckIcon, ChevronIcon, ListItem } from '@/ui';
import styles from './Picker.module.css';

export interface PickerOption<K extends number> {
  key: K;
  label: string;
  description?: ReactNode;
  /** Shown but not choosable now; its description says why. */
  disabled?: boolean;
}

interface PickerProps<K extends number> {
  label: string;
  options: readonly PickerOption<K>[];
  value: K | null;
  onChange: (key: K) => void;
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** Why the form cannot be sent with this field as it is. */
  error?: string | undefined;
  /** The form field's name, so a problem can focus it. */
  name?: string;
  disabled?: boolean;
}

/**
 * A form field chosen from a list: a button showing the choice, which opens the list in a bottom sheet (thumb
 * reach on a phone, room for a second line). Choosing closes the sheet.
 */
export function Picker<K extends number>({ label, options, value, onChange, placeholder, error, name, disabled = false }: PickerProps<K>) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const chosen = options.find((option) => option.key === value);
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        type="button"
        name={name}
        className={styles.button}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span id={valueId} className={chosen ? styles.value : `${styles.value} ${styles.placeholder}`}>
          {chosen?.label ?? placeholder}
        </span>
        <span className={styles.chevron}>
          <ChevronIcon size={18} />
        </span>
      </button>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
      <BottomSheet open={open} onClose={() => setOpen(false)} title={label}>
        {options.map((option) => (
          <ListItem
            key={option.key}
            title={option.label}
            description={option.description}
            chevron={false}
            trailing={option.key === value ? <CheckIcon size={20} className={styles.check} /> : undefined}
            disabled={option.disabled}
            onClick={() => {
              onChange(option.key);
              setOpen(false);
            }}
          />
        ))}
      </BottomSheet>
    </div>
  );
}
