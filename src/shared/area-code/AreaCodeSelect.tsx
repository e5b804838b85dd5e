import { useLingui } from '@lingui/react/macro';
import { ChevronIcon } from '@/ui';
import type { AreaOption } from './areas';
import styles from './AreaCodeSelect.module.css';

/**
 * The area-code picker that sits inside a phone field as its prefix: shows "+852 ▾", and a transparent native select
 * on top takes the taps (the phone's own wheel or list, which suits a list of two hundred regions).
 */
export function AreaCodeSelect({
  options,
  value,
  onChange,
  invalid,
  name = 'areaId',
}: {
  options: readonly AreaOption[];
  /** The chosen area's id, as text; empty for none. */
  value: string;
  onChange: (areaId: string) => void;
  invalid: boolean;
  name?: string;
}) {
  const { t } = useLingui();
  const chosen = options.find((option) => String(option.id) === value);
  return (
    <span className={styles.area}>
      {chosen ? (
        <span className="num" dir="ltr">
          {chosen.dial}
        </span>
      ) : (
        <span className={styles.placeholder}>{t`Code`}</span>
      )}
      <ChevronIcon direction="down" size={16} />
      <select
        name={name}
        className={styles.select}
        aria-label={t`Area code`}
        aria-invalid={invalid ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`Choose an area code`}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {`${option.dial} ${option.name}`}
          </option>
        ))}
      </select>
    </span>
  );
}
