import { Checkbox, NumberStepper } from '@/ui';
import { priceStep, toggleStop, type StopLevel } from './contract-form';
import styles from './OrderForm.module.css';

interface StopLevelFieldProps {
  label: string;
  level: StopLevel;
  onChange: (level: StopLevel) => void;
  /** The live close a ticked box starts at. */
  close: string;
  precision: number;
  disabled?: boolean;
}

/** A stop-loss or take-profit: a checkbox, and once ticked the price (starting at the close, never below 0). */
export function StopLevelField({ label, level, onChange, close, precision, disabled = false }: StopLevelFieldProps) {
  return (
    <div className={styles.row}>
      <Checkbox
        className={styles.stopCheck}
        checked={level.on}
        disabled={disabled}
        onChange={(on) => onChange(toggleStop(level, on, close))}
        label={label}
      />
      {level.on ? (
        <NumberStepper
          className={styles.control}
          value={level.price}
          step={priceStep(precision)}
          min="0"
          precision={precision}
          disabled={disabled}
          aria-label={label}
          onChange={(price) => onChange({ ...level, price })}
        />
      ) : null}
    </div>
  );
}
