import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/ui';
import styles from './AmountField.module.css';

interface AmountFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** The "all" shortcut: fills in this amount (a free balance); left out while unknown. */
  all?: string | null | undefined;
  /** The currency the amount is in (a deposit's own); USD unless told. */
  currency?: string | undefined;
}

/** An amount (USD unless told): a decimal keypad on phones, the currency after it, and an optional "all" shortcut. */
export function AmountField({ label, name, value, onChange, error, hint, all, currency = 'USD' }: AmountFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={label}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      placeholder="0.00"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      suffix={
        <span className={styles.suffix}>
          {currency}
          {all != null ? (
            <button type="button" className={styles.all} onClick={() => onChange(all)}>
              {t({ message: 'All', context: 'fill in the whole balance' })}
            </button>
          ) : null}
        </span>
      }
    />
  );
}
